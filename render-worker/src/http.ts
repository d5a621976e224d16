import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

/**
 * The worker's small HTTP port for orchestrators: /livez (the process answers),
 * /readyz (it can take jobs now), /metrics (Prometheus).
 */
export async function startHttpServer(options: { port: number; registry: Registry; isReady: () => boolean }) {
  const server = http.createServer(async (request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
    } else if (path === "/livez") {
      response.writeHead(200, { "Content-Type": "text/plain" }).end("ok\n");
    } else if (path === "/readyz") {
      const ready = options.isReady();
      response.writeHead(ready ? 200 : 503, { "Content-Type": "text/plain" }).end(ready ? "ready\n" : "not ready\n");
    } else if (path === "/metrics") {
      const body = await options.registry.metrics();
      response.writeHead(200, { "Content-Type": options.registry.contentType }).end(body);
    } else {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found\n");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "0.0.0.0", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
