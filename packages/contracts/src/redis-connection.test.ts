import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { redisReconnectDelay } from "./queue.ts";
import { redisOptions } from "./redis-connection.ts";

// A primary, its replica and one sentinel (quorum 1) of Debian's redis-server on loopback.
const MASTER = "paperjet-test";
const started: ChildProcess[] = [];
const scratch: string[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) {
    child.kill("SIGCONT");
    child.kill("SIGKILL");
  }
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One command on a fresh connection (the sentinel's or a server's view). */
async function ask(port: number, ...args: string[]): Promise<unknown> {
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return await client.call(args[0]!, ...args.slice(1));
  } finally {
    client.disconnect();
  }
}

function redisServer(args: string[]): ChildProcess {
  const child = spawn(process.env.REDIS_SERVER_PATH ?? "redis-server", args, { stdio: "ignore" });
  started.push(child);
  return child;
}

async function startSet() {
  const [primaryPort, replicaPort, sentinelPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const server = (port: number) => ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const primary = redisServer(server(primaryPort));
  redisServer([...server(replicaPort), "--replicaof", "127.0.0.1", String(primaryPort)]);
  await until("the replica in sync", async () => String(await ask(replicaPort, "INFO", "replication")).includes("master_link_status:up"));
  const dir = mkdtempSync(path.join(tmpdir(), "paperjet-sentinel-test-"));
  scratch.push(dir);
  const config = path.join(dir, "sentinel.conf");
  writeFileSync(
    config,
    [
      `port ${sentinelPort}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor ${MASTER} 127.0.0.1 ${primaryPort} 1`,
      `sentinel down-after-milliseconds ${MASTER} 1000`,
      `sentinel failover-timeout ${MASTER} 10000`,
      "",
    ].join("\n"),
  );
  redisServer([config, "--sentinel"]);
  await until("the sentinel knows the replica", async () => String(await ask(sentinelPort, "INFO", "sentinel")).includes("slaves=1"));
  return { primary, primaryPort, replicaPort, sentinelPort };
}

/** The sentinel's connected clients, watches included (the test's own `ask` connection counted out). */
async function sentinelClients(sentinelPort: number): Promise<number> {
  const info = String(await ask(sentinelPort, "INFO", "clients"));
  return Number(/connected_clients:(\d+)/.exec(info)?.[1]) - 1;
}

describe("Redis clients on Sentinel", () => {
  it("leave a primary that hangs (SIGSTOP, as a host gone from the network) for the replica the sentinel promotes", async () => {
    const set = await startSet();
    const target = { url: `redis://${MASTER}/0`, sentinels: [{ host: "127.0.0.1", port: set.sentinelPort }], sentinelName: MASTER };
    const client = new Redis(
      redisOptions(target, { maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay, enableOfflineQueue: false }),
    );
    client.on("error", () => undefined);
    try {
      await until("the client ready", async () => client.status === "ready");
      expect((client as unknown as { stream: net.Socket }).stream.remotePort).toBe(set.primaryPort);
      await client.set("before", "1");
      // Replication is asynchronous: the key reaches the replica only after the primary's answer. WAIT
      // holds until the replica has it, or a primary stopped right after the write takes it along (a
      // fresh clone's run, three test files at a time, read null on the promoted replica).
      expect(await client.wait(1, 10_000)).toBe(1);

      // The hung primary keeps its connections open: only the sentinel's +switch-master can move the client.
      set.primary.kill("SIGSTOP");
      await until(
        "the sentinel promotes the replica",
        async () => String(await ask(set.sentinelPort, "SENTINEL", "GET-MASTER-ADDR-BY-NAME", MASTER)).includes(String(set.replicaPort)),
        30_000,
      );
      await until("the client on the promoted replica", async () => (await client.set("after", "1")) === "OK", 15_000);
      expect((client as unknown as { stream: net.Socket }).stream.remotePort).toBe(set.replicaPort);
      expect(await client.get("before")).toBe("1");
      expect(client.status).toBe("ready");
    } finally {
      client.disconnect();
    }
  }, 60_000);

  it("watch the sentinels only while connected: a closed client leaves no connection on them", async () => {
    const set = await startSet();
    await until("the sentinel's own links settled", async () => (await sentinelClients(set.sentinelPort)) === 0);
    const target = { url: `redis://${MASTER}/0`, sentinels: [{ host: "127.0.0.1", port: set.sentinelPort }], sentinelName: MASTER };
    const client = new Redis(redisOptions(target, { maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay }));
    client.on("error", () => undefined);
    await until("the client ready", async () => client.status === "ready");
    // Its failover watch: one subscriber connection on the sentinel.
    await until("the watch subscribed", async () => (await sentinelClients(set.sentinelPort)) === 1);
    client.disconnect();
    await until("the watch closed", async () => (await sentinelClients(set.sentinelPort)) === 0);
    expect(client.status).toBe("end");
  }, 60_000);
});
