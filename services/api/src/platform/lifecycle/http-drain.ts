import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, Socket } from 'node:net';
import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** The share of SHUTDOWN_TIMEOUT_MS the requests get: the rest (3 s, or half of a shorter one) is for what closes after them. */
export const httpDrainBudget = (shutdownTimeoutMs: number): number => Math.max(shutdownTimeoutMs - 3_000, shutdownTimeoutMs / 2);

/**
 * How long a connection with nothing in flight is left open once the drain has begun, counted from its last answer or
 * from the start of the drain, whichever is later. A client that reuses a kept-alive connection may be sending on it
 * at the instant it is closed, and then sees a reset: 300 ms for all connections together was once too short for a
 * client starved of CPU under load (the SIGTERM drill saw one). Two seconds per connection leaves such a client time
 * to send, and its request is answered with `Connection: close`.
 */
export const CONNECTION_IDLE_GRACE_MS = 2_000;
/** How often the drain looks for connections that have been idle long enough. */
const TICK_MS = 100;

interface Connection {
  /** Requests in flight on it. */
  active: number;
  /** When its last answer ended (or its last request began). */
  lastActivity: number;
}

/**
 * The HTTP half of a graceful shutdown: stop accepting connections, let every request in flight finish, answer
 * each one arriving on a connection already open (a client that has not heard yet) with `Connection: close`, and
 * close each connection only once it has been idle for CONNECTION_IDLE_GRACE_MS. A connection closed under a request
 * its client is sending is a reset to that client, and for a POST it cannot tell whether the write was done.
 */
@Injectable()
export class HttpDrain {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  /** The connections that have carried a request and are still open. */
  private readonly connections = new Map<Socket, Connection>();
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
      const socket = request.raw.socket;
      const connection = this.connectionOf(socket);
      connection.active += 1;
      connection.lastActivity = Date.now();
      this.inFlight.add(response);
      if (this.draining) response.shouldKeepAlive = false;
      response.once('close', () => {
        this.inFlight.delete(response);
        connection.active -= 1;
        connection.lastActivity = Date.now();
        this.wakeUp?.();
      });
      done();
    });
  }

  private connectionOf(socket: Socket): Connection {
    let connection = this.connections.get(socket);
    if (!connection) {
      connection = { active: 0, lastActivity: 0 };
      this.connections.set(socket, connection);
      socket.once('close', () => {
        this.connections.delete(socket);
        this.wakeUp?.();
      });
    }
    return connection;
  }

  /**
   * Stops accepting on `servers` and resolves once no request is in flight and every connection has been closed: by
   * its client (after an answer saying `Connection: close`) or here, once idle for CONNECTION_IDLE_GRACE_MS. Sockets
   * already upgraded (WebSocket) are the live channel's to close. Past `budgetMs` it stops waiting: the connections
   * still busy are closed (their clients see them break) and the answer says how many, so that the rest of the
   * shutdown (projector batches, the pools) still has its time.
   */
  async drain(servers: readonly Server[], budgetMs: number): Promise<{ cut: number }> {
    this.draining = true;
    const started = Date.now();
    const deadline = started + budgetMs;
    // Answers not begun yet say `Connection: close`, so their clients do not send another request on the connection.
    for (const response of this.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once, under a
    // request their client may be sending at that instant. Fastify's own close, later, finds the server stopped.
    for (const server of servers) if (server.listening) NetServer.prototype.close.call(server);
    for (;;) {
      const now = Date.now();
      for (const [socket, connection] of this.connections) {
        if (connection.active > 0 || socket.readableLength > 0) continue;
        if (now - Math.max(connection.lastActivity, started) >= CONNECTION_IDLE_GRACE_MS) socket.destroy();
      }
      if (this.inFlight.size === 0 && this.connections.size === 0) break;
      if (now >= deadline) {
        const cut = this.inFlight.size;
        for (const server of servers) server.closeAllConnections();
        return { cut };
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, Math.min(TICK_MS, deadline - now)));
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
    // Connections that never carried a request.
    for (const server of servers) server.closeIdleConnections();
    return { cut: 0 };
  }
}
