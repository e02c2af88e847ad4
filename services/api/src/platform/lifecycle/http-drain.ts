import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, Socket } from 'node:net';
import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** The share of SHUTDOWN_TIMEOUT_MS the requests get: the rest (3 s, or half of a shorter one) is for what closes after them. */
export const httpDrainBudget = (shutdownTimeoutMs: number): number => Math.max(shutdownTimeoutMs - 3_000, shutdownTimeoutMs / 2);

/** How long connections are left open, once no request is in flight, for a request a client is sending right now. */
const IDLE_GRACE_MS = 300;

/**
 * The HTTP half of a graceful shutdown: stop accepting connections, let every request in flight finish, answer
 * each one arriving on a connection already open (a client that has not heard yet) with `Connection: close`, and
 * close the connections only once no request has been in flight for a moment. A connection closed under a request
 * its client is sending is a reset to that client, and for a POST it cannot tell whether the write was done.
 */
@Injectable()
export class HttpDrain {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  private lastActivity = 0;
  private wakeUp: (() => void) | undefined;

  get isDraining(): boolean {
    return this.draining;
  }

  /** Requests over real connections being answered now (/metrics). */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /** Counts the requests of real connections (not `inject()`); registered before any other hook, so none is missed. */
  register(instance: FastifyInstance): void {
    instance.addHook('onRequest', (request, reply, done) => {
      if (!(request.raw.socket instanceof Socket)) return done();
      const response = reply.raw;
      this.inFlight.add(response);
      this.lastActivity = Date.now();
      if (this.draining) response.shouldKeepAlive = false;
      response.once('close', () => {
        this.inFlight.delete(response);
        this.lastActivity = Date.now();
        this.wakeUp?.();
      });
      done();
    });
  }

  /**
   * Stops accepting on `servers` and resolves once no request is in flight and none began for IDLE_GRACE_MS, after
   * closing the idle connections. Sockets already upgraded (WebSocket) are the live channel's to close. Past
   * `budgetMs` it stops waiting: the connections still busy are closed (their clients see them break) and the answer
   * says how many, so that the rest of the shutdown (projector batches, the pools) still has its time.
   */
  async drain(servers: readonly Server[], budgetMs: number): Promise<{ cut: number }> {
    this.draining = true;
    const deadline = Date.now() + budgetMs;
    // Answers not begun yet say `Connection: close`, so their clients do not send another request on the connection.
    for (const response of this.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once, under a
    // request their client may be sending at that instant. Fastify's own close, later, finds the server stopped.
    for (const server of servers) if (server.listening) NetServer.prototype.close.call(server);
    for (;;) {
      const now = Date.now();
      const quietFor = now - this.lastActivity;
      if (this.inFlight.size === 0 && quietFor >= IDLE_GRACE_MS) break;
      if (now >= deadline) {
        const cut = this.inFlight.size;
        for (const server of servers) server.closeAllConnections();
        return { cut };
      }
      await new Promise<void>((resolve) => {
        const wait = this.inFlight.size === 0 ? IDLE_GRACE_MS - quietFor : 1_000;
        const timer = setTimeout(resolve, Math.max(0, Math.min(wait, deadline - now)));
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
    for (const server of servers) server.closeIdleConnections();
    return { cut: 0 };
  }
}
