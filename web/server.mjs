// The production server of `npm start` and the web image: Remix's express
// adapter plus a graceful shutdown that remix-serve lacks (it never exits while
// the app holds Redis and database connections).
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const build = await import("./build/server/index.js").catch((error) => {
  // A bad configuration names its variables; that message is all the operator needs.
  console.error(error?.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
const port = Number(process.env.PORT ?? 3000);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 35_000);

const app = express();
app.disable("x-powered-by");
// req.ip honours X-Forwarded-For only from the proxies named here (Express syntax:
// "loopback", a CIDR list, or a hop count); the app reads the result from one header.
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
app.use((req, _res, next) => {
  req.headers["x-paperjet-client-address"] = req.ip ?? "unknown";
  next();
});
app.use(compression());
// Fingerprinted assets never change; everything else in public/ may.
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, () => console.log(`listening on http://localhost:${port}`));
server.on("error", (error) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is already in use; set PORT to another port.` : error);
  process.exit(1);
});

let shuttingDown = false;
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: finishing open requests, then closing`);
  const force = setTimeout(() => {
    console.error(`requests still open after ${graceMs} ms; exiting anyway`);
    process.exit(1);
  }, graceMs);
  force.unref();
  server.close(async () => {
    // The app registers its process-wide clients (database, Redis, queue) here.
    for (const close of globalThis.__paperjetOnShutdown ?? []) {
      await Promise.resolve(close()).catch((error) => console.error("while closing:", error));
    }
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
