import { createServer } from "node:net";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { parseRenderLimits } from "~/config/render-limits.server";
import { admitRender } from "./admit-render.server";

/** A port nothing listens on: taken from the OS, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("admitRender", () => {
  it("answers 503 queueDown when Redis is unreachable, not ioredis' own error (a 500)", async () => {
    // As web's clients are made: no offline queue, so a call while disconnected fails at once.
    const redis = new Redis({
      port: await closedPort(),
      host: "127.0.0.1",
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    redis.on("error", () => undefined);
    const failed = await admitRender({
      redis,
      tenantId: "t1",
      jobId: "j1",
      heavy: false,
      deadlineAt: Date.now() + 5_000,
      limits: parseRenderLimits({}),
    }).catch((error: unknown) => error);
    expect(failed).toMatchObject({
      status: 503,
      code: "dependency_down",
      message: "The render queue is not reachable right now. Please try again.",
    });
    redis.disconnect();
  });
});
