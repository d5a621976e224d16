// The production server of `npm start` and the web image: Remix's express
// adapter plus a graceful shutdown that remix-serve lacks (it never exits while
// the app holds Redis and database connections).
import { readFileSync } from "node:fs";
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
app.use(countResponses);
app.use(closeConnectionsWhenStopping);
app.use(closeUnreadBodies);
app.use(baselineHeaders);
app.use(refuseCrossSitePageActions);
app.use(compression());
// Fingerprinted assets never change; everything else in public/ may.
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(morgan("tiny"));
// Mounted, not routed (`app.all("*")`): Express's router decodes the path for its `*` parameter and
// answers a malformed percent-encoding (`/api/v1/jobs/%E0%A4%A`) with its own HTML 400 before the
// app sees it; Remix keeps such a segment as it is, and the route answers it as an unknown id.
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));

/**
 * Answers by status class for `paperjet_http_responses_total` on GET /metrics (the 5xx alert). Counted
 * here, where every answer passes (assets, refusals before Remix); the app's metrics registry reads
 * the counts through this process-wide map, held where the app's singleton() keeps its values.
 */
const singletons = (globalThis.__paperjetSingletons ??= new Map());
if (!singletons.has("http-responses")) singletons.set("http-responses", new Map());
const responseCounts = singletons.get("http-responses");
function countResponses(_req, res, next) {
  res.on("finish", () => {
    const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
    responseCounts.set(statusClass, (responseCounts.get(statusClass) ?? 0) + 1);
  });
  next();
}

/**
 * After SIGTERM every answer still to be written says `Connection: close`, so a kept-alive connection
 * ends with the request on it instead of carrying the client's next one: a client that keeps sending
 * on its connection (fetch, any HTTP agent) would otherwise keep the stopping server busy until the
 * grace period ran out. Hooked where the headers are written, so requests already running at SIGTERM
 * get it too.
 */
function closeConnectionsWhenStopping(_req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (shuttingDown && !res.headersSent) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
  next();
}

/**
 * An answered request whose body the app left unread (a refused key, a rate limit, a 413). A declared
 * body of up to DRAINED_BODY_BYTES is read and dropped, and the connection serves the client's next
 * request: closing it while the client still sent made fetch (undici) fail some of those calls with
 * "other side closed" instead of giving it the answer (one in 14 for a 200 KB body with a wrong key),
 * and made a keep-alive client send its next request into a connection about to end. The limit is past
 * the largest body the app reads (uploads, 10 MB by default). A larger or chunked body cannot share
 * its connection with a next one: the sending side is ended (FIN after the answer) and the socket
 * destroyed a little later, without reading anything more into memory (closing it at once while the
 * client still sends makes the kernel reset it, and the client can lose the answer).
 */
const LINGER_MS = 2_000;
const DRAINED_BODY_BYTES = 16 * 1024 * 1024;
function closeUnreadBodies(req, res, next) {
  res.on("finish", () => {
    if (req.complete) return;
    if (req.headers["transfer-encoding"] === undefined && Number(req.headers["content-length"]) <= DRAINED_BODY_BYTES) {
      // Remix's request stream still listens, paused: without it the rest flows and is dropped.
      req.removeAllListeners("data");
      req.resume();
      return;
    }
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  });
  next();
}

/**
 * nosniff and a closed CSP on every answer that does not set its own: API JSON, the OpenAPI
 * document, assets, files. Pages set their nonce policy in entry.server; the Remix adapter appends
 * headers, so the defaults go in only when the headers are written and the answer has none.
 */
function baselineHeaders(_req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!res.hasHeader("X-Content-Type-Options")) res.setHeader("X-Content-Type-Options", "nosniff");
    if (!res.hasHeader("Content-Security-Policy")) {
      res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
    return writeHead.apply(this, args);
  };
  next();
}

// Remix refuses a page action whose Origin is not this host by throwing, which answers 500; the same
// test here answers 403 in the page's language (the /api routes check origins themselves).
const crossSiteText = Object.fromEntries(
  ["en", "nl"].map((locale) => [locale, JSON.parse(readFileSync(`public/locales/${locale}/auth.json`, "utf8")).api.crossSite]),
);
function refuseCrossSitePageActions(req, res, next) {
  const origin = req.headers.origin;
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method) || !origin || req.path.startsWith("/api/")) return next();
  const host = req.headers["x-forwarded-host"]?.split(",")[0]?.trim() || req.headers.host;
  let originHost = origin;
  try {
    originHost = origin === "null" ? origin : new URL(origin).host;
  } catch {
    // An unparsable Origin is foreign.
  }
  if (host && originHost === host) return next();
  const locale = /^\/nl(\/|\.data|$)/.test(req.path) ? "nl" : "en";
  res
    .status(403)
    .type("application/problem+json")
    .send(
      JSON.stringify({ type: "https://paperjet.dev/problems/forbidden", title: "Forbidden", status: 403, detail: crossSiteText[locale] }),
    );
}

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
  // Connections idle now close at once (server.close does that too); one whose answer had its headers
  // out before SIGTERM (and so no Connection: close) is closed once it falls idle.
  const closingIdle = setInterval(() => server.closeIdleConnections(), 250);
  closingIdle.unref();
  server.close(async () => {
    clearInterval(closingIdle);
    // The app registers its process-wide clients (database, Redis, queue) here.
    for (const close of globalThis.__paperjetSingletons?.get("on-shutdown") ?? []) {
      await Promise.resolve(close()).catch((error) => console.error("while closing:", error));
    }
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
