import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import fastifyCookie from '@fastify/cookie';
import cluster from 'node:cluster';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import { ROLES, userRoom, type RealtimeEndpoint } from '@anonse/contracts';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SqlExecutor } from '@anonse/eventstore';
import { Server, type Socket } from 'socket.io';
import { CURRENT_USER_RESOLVER, type CurrentUserResolver } from '../auth/guards';
import type { Clock } from '../clock/clock';
import type { AppConfig } from '../config/config';
import { APP_CONFIG, CLOCK, LOGGER, SQL } from '../tokens';
import { InFlight } from '../in-flight';
import { cookieHeaderOf, handshakeTargetOf, isAllowedOrigin, trustedProxyList, type OriginPolicy } from './handshake';

export const REALTIME_PATH = '/socket.io/';
/** How often each node re-checks the sessions of its open sockets (a logged-out browser stops hearing). */
const SESSION_RECHECK_MS = 60_000;

interface SocketData {
  accountId: string;
  cookies: Record<string, string>;
  /** Whether the socket joined the answering staff's room (the role the session had at the handshake). */
  answering: boolean;
}
type LiveSocket = Socket<Record<string, never>, Record<string, (payload: unknown) => void>, Record<string, never>, SocketData>;

/** Who has a live socket open, and how many (tabs, devices). */
export interface PresenceEntry {
  accountId: string;
  connections: number;
}
/**
 * The room of the sockets of staff who answer people (moderators and administrators): the support chat's pushes to
 * the console, and the "is anyone there" of the chat. Joined at the handshake by the role the session had then.
 */
const ANSWERING_STAFF_ROOM = 'staff:answering';
const ANSWERING_ROLES: ReadonlySet<number> = new Set([ROLES.administrator, ROLES.moderator]);
/** How long a presence question may wait for the other nodes (through Redis) before answering with what it has. */
const PRESENCE_TIMEOUT_MS = 2_000;

/**
 * The live channel (socket.io): one private room per account (`user:{id}`), joined only by a handshake that
 * carries a valid session cookie. It rides on the API's own HTTP server (same origin) unless SOCKET_PORT names
 * a port of its own. With REDIS_URL the nodes share rooms through the Redis adapter, so `toUser` reaches a
 * person's sockets on every node; `toUserHere` reaches only this node's, for work that every node does anyway
 * (each node tails the same table), so that every socket hears it once.
 */
@Injectable()
export class RealtimeServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private io: Server | undefined;
  private ownServer: HttpServer | undefined;
  private readonly redis: Redis[] = [];
  private recheck: NodeJS.Timeout | undefined;
  private lastRedisWarning = -Infinity;
  /**
   * "Last seen" writes and session re-checks, which nothing awaits, and presence questions to the other nodes (each
   * holds a timer of the adapter's until answered or PRESENCE_TIMEOUT_MS): the shutdown awaits them all, before the
   * database and Redis close, so a closed node leaves nothing running behind it.
   */
  private readonly inFlight = new InFlight();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CURRENT_USER_RESOLVER) private readonly users: CurrentUserResolver,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SQL) private readonly sql: SqlExecutor,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A CLI's application context has no HTTP server and no browsers: no live channel (and no port opened).
    if (!this.adapterHost.httpAdapter) return;
    const separate = this.config.socketPort !== undefined;
    // On a port of its own, the pages come from the site's port: the one the HTTP server listens on (known once it
    // listens, so asked at each handshake), else PORT.
    const originPolicy = (): OriginPolicy => ({ publicOrigin: this.config.publicOrigin, sitePort: separate ? this.sitePort() : undefined });
    const trusted = this.config.trustedProxies.length ? trustedProxyList(this.config.trustedProxies) : undefined;
    const io = new Server({
      path: REALTIME_PATH,
      serveClient: false,
      // Browsers send nothing but the handshake: a large frame is never ours.
      maxHttpBufferSize: 4096,
      // The Origin check (allowRequest) runs first; on a port of its own the polling transport is cross-origin.
      cors: separate ? { origin: true, credentials: true } : undefined,
      allowRequest: (req, callback) => callback(null, isAllowedOrigin(req.headers, originPolicy(), handshakeTargetOf(req, trusted))),
    });
    if (this.config.redisUrl) io.adapter(this.redisAdapter(this.config.redisUrl));
    // The HTTP workers of one node (WEB_CONCURRENCY) without Redis share rooms and presence through their primary.
    else if (cluster.isWorker) io.adapter(createClusterAdapter());
    io.use((socket, next) => {
      this.authenticate(socket as LiveSocket).then(
        (ok) => next(ok ? undefined : Object.assign(new Error('unauthenticated'), { data: { status: 401 } })),
        (error: unknown) => {
          this.logger.warn({ err: error }, 'realtime: the session check failed');
          next(Object.assign(new Error('unavailable'), { data: { status: 503 } }));
        },
      );
    });
    io.on('connection', (socket) => {
      const live = socket as LiveSocket;
      this.touch(live.data.accountId);
      live.on('disconnect', () => this.touch(live.data.accountId));
    });
    if (separate) {
      this.ownServer = createServer((_req, res) => res.writeHead(404).end());
      io.attach(this.ownServer);
      await new Promise<void>((resolve, reject) => {
        this.ownServer!.once('error', reject);
        this.ownServer!.listen(this.config.socketPort, this.config.host, () => resolve());
      });
    } else {
      io.attach(this.adapterHost.httpAdapter.getHttpServer() as HttpServer);
    }
    this.io = io;
    this.recheck = setInterval(() => void this.inFlight.track(this.recheckSessions()), SESSION_RECHECK_MS);
    this.recheck.unref();
  }

  /**
   * Closes every socket before the HTTP server closes (an open WebSocket would hold its close up), as a server that
   * restarts does, and waits for the "last seen" writes those disconnections start. Not `disconnectSockets()`: a
   * browser told it was disconnected by the server does not come back; one whose connection closed reconnects, to
   * another node or to this one once it is back.
   */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.recheck);
    const io = this.io;
    this.io = undefined;
    if (io) {
      const sockets = [...io.of('/').sockets.values()];
      await Promise.all(sockets.map((socket) => closeForReconnect(socket)));
      // Presence questions still out are answered (or time out) while the adapter can still hear the other nodes.
      await this.inFlight.settled();
      // Not io.close(): that would also close the API's HTTP server, which Nest closes itself.
      await io.of('/').adapter.close();
      io.engine.close();
    }
    if (this.ownServer) {
      const server = this.ownServer;
      this.ownServer = undefined;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await this.inFlight.settled();
    await Promise.all(this.redis.map((r) => r.quit().catch(() => r.disconnect())));
  }

  /** Where browsers connect (given to them with the notification list). */
  endpoint(): RealtimeEndpoint {
    return { port: this.ownPort() ?? this.config.socketPort ?? null, path: REALTIME_PATH };
  }

  /** The port the live channel listens on when it has its own (SOCKET_PORT=0 picks a free one: tests). */
  ownPort(): number | undefined {
    const address = this.ownServer?.address() as AddressInfo | null | undefined;
    return address?.port;
  }

  /** To the person's sockets on every node (through Redis when shared): each socket hears it once. */
  toUser(accountId: string, event: string, payload: unknown): void {
    this.io?.to(userRoom(accountId)).emit(event, payload);
  }

  /** Closes the person's sockets on every node (a blocked account keeps no live channel open). */
  disconnectUser(accountId: string): void {
    this.io?.in(userRoom(accountId)).disconnectSockets(true);
  }

  /** To the person's sockets on this node only; for what every node emits on its own. */
  toUserHere(accountId: string, event: string, payload: unknown): void {
    this.io?.local.to(userRoom(accountId)).emit(event, payload);
  }

  /** To this node's sockets of moderators and administrators; for what every node emits on its own. */
  toAnsweringStaffHere(event: string, payload: unknown): void {
    this.io?.local.to(ANSWERING_STAFF_ROOM).emit(event, payload);
  }

  /** Whether a moderator or administrator has a live socket open on any node (the support chat's "staff online"). */
  async answeringStaffOnline(): Promise<boolean> {
    return this.anyIn(ANSWERING_STAFF_ROOM);
  }

  /** Whether the person has a live socket open on any node. */
  async isOnline(accountId: string): Promise<boolean> {
    return this.anyIn(userRoom(accountId));
  }

  /** Any socket in a room, asking the other nodes as `presence` does (a silent node counts as absent). */
  private async anyIn(room: string): Promise<boolean> {
    const io = this.io;
    if (!io) return false;
    try {
      return (await this.inFlight.track(io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets())).length > 0;
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime: presence from other nodes unavailable; answering with this node only');
      return (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
    }
  }

  /** False in an application context without HTTP (the CLI): nothing listens, nothing is pushed. */
  isActive(): boolean {
    return this.io !== undefined;
  }

  /**
   * Who is connected now, on every node: with the Redis adapter `fetchSockets` asks the other nodes too (a node that
   * does not answer within PRESENCE_TIMEOUT_MS is left out and a warning logged); without Redis this process is the
   * only one, so its own sockets are everyone's.
   */
  async presence(): Promise<PresenceEntry[]> {
    const io = this.io;
    if (!io) return [];
    let sockets: { data: Partial<SocketData> }[];
    try {
      sockets = await this.inFlight.track(io.timeout(PRESENCE_TIMEOUT_MS).fetchSockets());
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime: presence from other nodes unavailable; answering with this node only');
      sockets = [...io.of('/').sockets.values()];
    }
    const counts = new Map<string, number>();
    for (const { data } of sockets) if (data.accountId) counts.set(data.accountId, (counts.get(data.accountId) ?? 0) + 1);
    return [...counts].map(([accountId, connections]) => ({ accountId, connections }));
  }

  /**
   * Records that the account's socket opened or closed now (`presence_last_seen`, the console's "last seen" between
   * session touches): in the database, so every node's sockets count and a restart forgets nothing. A failed write
   * costs only a staler "last seen", so it is logged, never thrown into the socket's handling.
   */
  private touch(accountId: string | undefined): void {
    if (!accountId) return;
    const write = this.sql
      .query(
        `INSERT INTO presence_last_seen (account_id, last_seen_at) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET last_seen_at = GREATEST(presence_last_seen.last_seen_at, EXCLUDED.last_seen_at)`,
        [accountId, this.clock.now().toISOString()],
      )
      .catch((error: unknown) => this.logger.warn({ err: error }, 'realtime: recording "last seen" failed'));
    void this.inFlight.track(write);
  }

  /** The port the site's pages are served from by this process. */
  private sitePort(): number {
    const address = (this.adapterHost.httpAdapter?.getHttpServer() as HttpServer | undefined)?.address() as
      AddressInfo | string | null | undefined;
    return typeof address === 'object' && address ? address.port : this.config.port;
  }

  /** Sockets open on this node (for tests and metrics). */
  localSocketCount(): number {
    return this.io?.of('/').sockets.size ?? 0;
  }

  private async authenticate(socket: LiveSocket): Promise<boolean> {
    const header = cookieHeaderOf(socket.request.headers);
    const cookies = header ? fastifyCookie.parse(header) : {};
    const user = await this.userOf(cookies);
    if (!user) return false;
    socket.data.accountId = user.id;
    socket.data.cookies = cookies;
    socket.data.answering = ANSWERING_ROLES.has(user.role);
    await socket.join(socket.data.answering ? [userRoom(user.id), ANSWERING_STAFF_ROOM] : userRoom(user.id));
    return true;
  }

  /** The session resolver the HTTP guards use, given the handshake's cookies (it reads nothing else). */
  private userOf(cookies: Record<string, string>) {
    return this.users.currentUser({ cookies, headers: {} } as unknown as FastifyRequest);
  }

  /** Disconnects this node's sockets whose session has ended (logout, logout everywhere, a password change) or whose staff role changed. */
  async recheckSessions(): Promise<void> {
    for (const socket of this.io?.of('/').sockets.values() ?? []) {
      const live = socket as LiveSocket;
      try {
        // A role taken away (or given) counts too: the staff room is joined at the handshake, so the socket starts over.
        const user = await this.userOf(live.data.cookies);
        if (user?.id !== live.data.accountId || ANSWERING_ROLES.has(user.role) !== live.data.answering) live.disconnect(true);
      } catch (error) {
        this.logger.warn({ err: error }, 'realtime: re-checking a session failed; the next round retries');
        return;
      }
    }
  }

  private redisAdapter(url: string) {
    // Loaded only with REDIS_URL (about 10 MiB resident together), like the rate limiters' client.
    const { Redis } = require('ioredis') as typeof import('ioredis');
    const { createAdapter } = require('@socket.io/redis-adapter') as typeof import('@socket.io/redis-adapter');
    // A short disconnect timeout: closing while Redis is away must not hold the process (or a test worker) for 2 s.
    const options = {
      connectTimeout: 2_000,
      connectionName: 'anonse-api-realtime',
      maxRetriesPerRequest: 1,
      disconnectTimeout: 200,
    } as const;
    const pub = new Redis(url, options);
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      this.redis.push(client);
      client.on('error', (error: unknown) => this.warnRedis(error));
      this.absorbRejections(client);
    }
    // The adapter bounds its questions to the other nodes by `requestsTimeout` alone (5 s unless told; it ignores a
    // `.timeout()` on the question; the cluster adapter heeds it), and its timer outlives a closed adapter: the shutdown waits for those in flight.
    return createAdapter(pub, sub, { key: 'anonse:io', requestsTimeout: PRESENCE_TIMEOUT_MS });
  }

  /**
   * The adapter fires Redis commands without awaiting them; while Redis is away each would reject unhandled and
   * end the process. A failed publish or subscribe is a warning here: this node's own sockets are still reached.
   */
  private absorbRejections(client: Redis): void {
    const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of [
      'publish',
      'subscribe',
      'psubscribe',
      'unsubscribe',
      'punsubscribe',
      'ssubscribe',
      'sunsubscribe',
      'spublish',
      'call',
    ]) {
      const original = target[method];
      if (typeof original !== 'function') continue;
      target[method] = (...args: unknown[]) => {
        const result = original.apply(client, args);
        if (result instanceof Promise)
          return result.catch((error: unknown) => {
            this.warnRedis(error);
            return undefined;
          });
        return result;
      };
    }
  }

  /** At most one warning a minute while Redis is away: each node still reaches its own sockets meanwhile. */
  private warnRedis(error: unknown): void {
    if (Date.now() - this.lastRedisWarning < 60_000) return;
    this.lastRedisWarning = Date.now();
    this.logger.warn({ err: error }, 'realtime: Redis unavailable; live messages reach this node only');
  }
}

/** WebSocket close code 1012, "Service Restart": the server goes away for a moment, the client should come back. */
const SERVICE_RESTART = 1012;
/** How long a socket's close may take before the shutdown goes on without it. */
const CLOSE_WAIT_MS = 1_000;

/**
 * Closes the socket's transport (a WebSocket with 1012, a long-polling one with its close packet), which the client
 * reads as "transport close" and answers by reconnecting; resolves once the server has seen it disconnect.
 */
function closeForReconnect(socket: Socket): Promise<void> {
  if (socket.disconnected) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      socket.disconnect(true);
      resolve();
    }, CLOSE_WAIT_MS);
    timer.unref();
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
    const transport = socket.conn.transport as unknown as { name: string; socket?: { close(code: number, reason: string): void } };
    if (transport.name === 'websocket' && transport.socket) transport.socket.close(SERVICE_RESTART, 'Service Restart');
    else socket.conn.close();
  });
}
