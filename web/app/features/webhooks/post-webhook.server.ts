import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";

export interface WebhookAnswer {
  statusCode: number | null;
  durationMs: number;
  /** The first 1 kB of the answer, or why there was none. */
  excerpt: string;
  error: string | null;
}

const EXCERPT_BYTES = 1_024;

/**
 * One POST to a checked address (the host's name still goes in `Host` and TLS's server name), so
 * the connection reaches the address the outbound rules approved. Redirects are not followed.
 */
export function postWebhook(options: {
  url: URL;
  address: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}): Promise<WebhookAnswer> {
  const { url } = options;
  const started = performance.now();
  const secure = url.protocol === "https:";
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<WebhookAnswer, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, durationMs: elapsed() });
    };
    const request = (secure ? https : http).request({
      host: options.address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: "POST",
      agent: false,
      headers: {
        ...options.headers,
        Host: url.host,
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(options.body),
        "User-Agent": "Paperjet-Webhooks/1",
      },
      ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, excerpt: "", error: `no answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    request.on("error", (error) => finish({ statusCode: null, excerpt: "", error: error.message }));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        finish({
          statusCode: response.statusCode ?? 0,
          excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString("utf8"),
          error: null,
        });
      response.on("data", (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
        // The rest of a long answer is of no interest.
        if (size >= EXCERPT_BYTES) {
          response.destroy();
          done();
        }
      });
      response.on("end", done);
      response.on("error", done);
    });
    request.end(options.body);
  });
}
