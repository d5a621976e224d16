// Server only (it imports ioredis): `@paperjet/contracts/redis-connection`, not the package's index,
// which the browser bundle imports too.
import { Redis, SentinelConnector } from "ioredis";
import { redisReconnectDelay, type RedisTarget } from "./queue.ts";

/** The channel on which sentinels announce a failover: `<name> <old ip> <old port> <new ip> <new port>`. */
const SWITCH_MASTER = "+switch-master";

type Stream = Awaited<ReturnType<SentinelConnector["connect"]>>;
type SentinelOptions = ConstructorParameters<typeof SentinelConnector>[0];

/**
 * ioredis' Sentinel connector with a failover watch that belongs to one connection (issue #30).
 *
 * ioredis' own watch (`failoverDetector: true`) outlives the connection it was made for: when the
 * primary dies the client's reconnect attempts fail until the sentinels have promoted a replica, and
 * their `+switch-master` message then reaches the old watch, which closes the connector while a new
 * attempt is asking the sentinels. That attempt rejects, and the client ends for good (status `end`,
 * no more reconnects): web answered 503 and the worker took no jobs until restarted. Here the watch
 * of a connection stops when that connection closes, and a switch only closes the connection it
 * watches, so the client's own `retryStrategy` reconnects and asks the sentinels again.
 */
export class SentinelFailoverConnector extends SentinelConnector {
  override async connect(...args: Parameters<SentinelConnector["connect"]>): Promise<Stream> {
    const stream = await super.connect(...args);
    const connected = this.options.enableTLSForSentinelMode && this.options.tls ? "secureConnect" : "connect";
    stream.once(connected, () => {
      // The next connect starts at the sentinel that answered (as ioredis' own watch does); left where
      // it is, the next reconnect would run past the last sentinel and report them all unreachable.
      this.sentinelIterator.reset(true);
      watchForFailover(stream, this.options);
    });
    return stream;
  }
}

/**
 * Subscribes to `+switch-master` on every sentinel while `stream` is open, and closes `stream` when the
 * sentinels move our primary elsewhere: a primary that hangs (host gone, network cut) never closes
 * the connection itself, and without this the client would wait for TCP to give up.
 */
function watchForFailover(stream: Stream, options: SentinelOptions): void {
  if (stream.destroyed) return;
  const watches = (options.sentinels ?? []).map((sentinel) => {
    const client = new Redis({
      host: sentinel.host ?? "localhost",
      port: sentinel.port ?? 26379,
      username: options.sentinelUsername,
      password: options.sentinelPassword,
      tls: options.sentinelTLS,
      connectTimeout: options.connectTimeout,
      enableReadyCheck: false,
      // A sentinel that is down is tried again (and subscribed to once back); the others keep watching.
      maxRetriesPerRequest: null,
      retryStrategy: redisReconnectDelay,
    });
    client.on("error", () => undefined);
    client.on("message", (channel: string, message: string) => {
      const [name, , , host, port] = message.split(" ");
      if (channel !== SWITCH_MASTER || name !== options.name) return;
      if (`${host}:${port}` !== `${stream.remoteAddress}:${stream.remotePort}`) stream.destroy();
    });
    client.subscribe(SWITCH_MASTER).catch(() => undefined);
    return client;
  });
  stream.once("close", () => {
    for (const client of watches) client.disconnect();
  });
}

/**
 * The ioredis (and BullMQ `connection`) options of every Redis client of web and worker, so that
 * each of them follows a Sentinel failover the same way: ioredis asks the sentinels for the
 * current primary on every (re)connect. `extra` holds the client's own retry and queueing rules.
 * BullMQ's own connections (a Worker's blocking one, `duplicate()`) copy these options, Connector included.
 */
export function redisOptions<T extends object>(target: RedisTarget, extra: T): T & Record<string, unknown> {
  // The URL as options (ioredis reads no `url` option, only a URL argument), so each client is one object.
  const url = new URL(target.url);
  const credentials = {
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    db: Number(url.pathname.replace(/^\//, "") || 0),
  };
  if (target.sentinels.length === 0) {
    return {
      ...extra,
      host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: Number(url.port || 6379),
      ...credentials,
      ...(url.protocol === "rediss:" ? { tls: {} } : {}),
    };
  }
  return {
    ...extra,
    sentinels: target.sentinels,
    name: target.sentinelName,
    ...credentials,
    ...(target.sentinelPassword ? { sentinelPassword: target.sentinelPassword } : {}),
    ...(url.protocol === "rediss:" ? { tls: {}, enableTLSForSentinelMode: true } : {}),
    // A connection that finds a replica (right after a failover) asks the sentinels again.
    role: "master",
    // Follows a failover at once, also away from a primary that hangs (not ioredis' `failoverDetector`, see above).
    Connector: SentinelFailoverConnector,
    sentinelRetryStrategy: redisReconnectDelay,
  };
}
