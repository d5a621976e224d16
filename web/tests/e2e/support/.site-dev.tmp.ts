import { writeFileSync } from "node:fs";
// @ts-expect-error plain ESM
import { startRedis } from "../../../../infra/scripts/redis-process.mjs";
import { startServer } from "./start-server";
const redis = await startRedis({ label: "site-dev" });
process.env.REDIS_URL = redis.url;
const server = await startServer({ build: false, env: { ...(process.env.EXTRA_ENV ? JSON.parse(process.env.EXTRA_ENV) : {}) } });
writeFileSync("/tmp/site-dev/url", server.url);
console.log("READY", server.url);
process.on("SIGTERM", async () => { await server.stop(); await redis.stop(); process.exit(0); });
setInterval(() => writeFileSync("/tmp/site-dev/out", server.output()), 1000);
