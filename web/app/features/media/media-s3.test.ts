import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { startS3StandIn } from "../../../tests/support/s3-stand-in";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as register from "~/routes/api.auth.register";
import * as uploads from "~/routes/api.uploads";
import * as uploadsDestroy from "~/routes/api.uploads.destroy";
import * as media from "~/routes/api.media.$id";
import { resetEnv } from "~/config/env.server";

useTestApp();

const S3_ENV = {
  S3_BUCKET: "paperjet-media",
  S3_ACCESS_KEY_ID: "AKIASTANDIN",
  S3_SECRET_ACCESS_KEY: "stand-in-secret",
  S3_REGION: "eu-west-1",
  S3_PREFIX: "media/",
};
let s3: Awaited<ReturnType<typeof startS3StandIn>>;

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: S3_ENV.S3_BUCKET, accessKeyId: S3_ENV.S3_ACCESS_KEY_ID });
  Object.assign(process.env, S3_ENV, { S3_ENDPOINT: s3.url });
  resetEnv();
});
afterAll(async () => {
  for (const key of [...Object.keys(S3_ENV), "S3_ENDPOINT"]) delete process.env[key];
  resetEnv();
  await s3.stop();
});

describe("media in S3-compatible storage", () => {
  it("stores, serves and deletes uploads through the S3 API when S3_BUCKET is set", async () => {
    const client = new RouteClient();
    const reg = await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name: "S3", email: uniqueEmail("s3"), password: "long enough" } }),
    );
    const { token, workspace } = (await reg.json()).globals;
    client.bearer = token;
    const bytes = await readFile(path.resolve(__dirname, "../../../tests/fixtures/media/sample.webp"));
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], "photo.webp"));
    const created = await client.call(uploads.action, client.request("/api/uploads", { method: "POST", body: form }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()).data.media;

    const [key] = [...s3.objects.keys()];
    expect(key).toMatch(new RegExp(`^media/${workspace.id}/${id}\\.webp$`));
    expect(s3.objects.get(key!)!.body.equals(bytes)).toBe(true);
    expect(s3.requests.every((r) => r.authorization.includes("/eu-west-1/s3/aws4_request"))).toBe(true);

    const served = await client.call(media.loader, client.request(`/api/media/${id}`), { id });
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await client.call(uploadsDestroy.action, client.request("/api/uploads/destroy", { json: { id } }))).status).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect((await client.call(media.loader, client.request(`/api/media/${id}`), { id })).status).toBe(404);
  });
});
