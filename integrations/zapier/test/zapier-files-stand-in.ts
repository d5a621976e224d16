import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What z.stashFile talks to on Zapier, on 127.0.0.1: the platform's RPC (`POST /platform/rpc/cli`,
 * `{ id, method, params }` → `{ id, result }`) answering `get_presigned_upload_post_data`, and the
 * S3 bucket it points at, which takes the presigned multipart POST (204) and serves the file back.
 * zapier-platform-core finds the RPC through ZAPIER_BASE_ENDPOINT, as it does against staging.
 */
export async function startZapierFilesStandIn() {
  const files = new Map<string, { bytes: Buffer; contentType: string; contentDisposition: string }>();
  const rpcCalls: { method: string; deployKey: string | undefined }[] = [];
  let base = "";
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", base);
    const body = await readAll(request);
    if (request.method === "POST" && url.pathname === "/platform/rpc/cli") {
      const call = JSON.parse(body.toString("utf8")) as { id: string; method: string };
      rpcCalls.push({ method: call.method, deployKey: request.headers["x-deploy-key"] as string | undefined });
      response.setHeader("Content-Type", "application/json");
      if (call.method !== "get_presigned_upload_post_data")
        return response.end(JSON.stringify({ id: call.id, error: `unknown method ${call.method}` }));
      return response.end(
        JSON.stringify({
          id: call.id,
          result: { url: `${base}/bucket/`, fields: { key: `stash/${randomUUID()}`, policy: "test-policy", "x-amz-signature": "test" } },
        }),
      );
    }
    if (request.method === "POST" && url.pathname === "/bucket/") {
      // The upload is a browser-style form post; the Fetch API's parser reads it.
      const form = await new Request(url, {
        method: "POST",
        headers: { "Content-Type": String(request.headers["content-type"]) },
        body: new Uint8Array(body),
      }).formData();
      const file = form.get("file") as File;
      files.set(String(form.get("key")), {
        bytes: Buffer.from(await file.arrayBuffer()),
        contentType: String(form.get("Content-Type")),
        contentDisposition: String(form.get("Content-Disposition")),
      });
      response.statusCode = 204;
      return response.end();
    }
    const stored =
      request.method === "GET" && url.pathname.startsWith("/bucket/") ? files.get(url.pathname.slice("/bucket/".length)) : undefined;
    if (stored) {
      response.setHeader("Content-Type", stored.contentType);
      response.setHeader("Content-Disposition", stored.contentDisposition);
      return response.end(stored.bytes);
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, files, rpcCalls, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
