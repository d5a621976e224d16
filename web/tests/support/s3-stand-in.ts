import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for S3-compatible storage: path-style PutObject, GetObject and DeleteObject over
 * HTTP with the real wire format (SigV4 Authorization header required, S3 XML errors), driven by
 * the real @aws-sdk/client-s3. Objects live in memory.
 */
export async function startS3StandIn(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string; authorization: string }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks)));
      req.on("error", reject);
    });
  const error = (code: string, status: number, message: string) => ({
    status,
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const authorization = String(req.headers.authorization ?? "");
    requests.push({ method: req.method ?? "", key, authorization });
    const send = (r: { status: number; body: string }) => res.writeHead(r.status, { "Content-Type": "application/xml" }).end(r.body);
    if (
      !authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`) ||
      !/SignedHeaders=.*Signature=[0-9a-f]{64}$/.test(authorization)
    ) {
      return send(error("AccessDenied", 403, "Missing or foreign SigV4 signature"));
    }
    if (bucket !== options.bucket) return send(error("NoSuchBucket", 404, "The specified bucket does not exist"));
    const body = await read(req);
    if (req.method === "PUT") {
      objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "application/octet-stream") });
      return res.writeHead(200, { ETag: '"stand-in"' }).end();
    }
    if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) return send(error("NoSuchKey", 404, "The specified key does not exist."));
      return res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": String(object.body.length) }).end(object.body);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    send(error("MethodNotAllowed", 405, "Not supported by the stand-in"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
