import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as register from "~/routes/api.auth.register";
import * as uploads from "~/routes/api.uploads";
import * as uploadsIndex from "~/routes/api.uploads.index";
import * as uploadsDestroy from "~/routes/api.uploads.destroy";
import * as imagesView from "~/routes/api.images.view";
import * as media from "~/routes/api.media.$id";
import { getDb } from "~/utils/db.server";
import { resetEnv } from "~/config/env.server";

useTestApp();

const fixtures = path.resolve(__dirname, "../../../tests/fixtures/media");
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "paperjet-media-"));
  process.env.MEDIA_DIR = mediaDir;
  resetEnv();
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
  delete process.env.MEDIA_DIR;
  resetEnv();
});

async function signedIn(acceptLanguage?: string) {
  const client = new RouteClient({ acceptLanguage });
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", { json: { name: "Uploader", email: uniqueEmail("media"), password: "long enough" } }),
  );
  client.bearer = (await response.json()).globals.token;
  return client;
}

function upload(client: RouteClient, bytes: Uint8Array, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return client.call(uploads.action, client.request("/api/uploads", { method: "POST", body: form }));
}

/** A PNG that claims `width × height` pixels: all-black 1-bit rows compress to almost nothing. */
function pngOf(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("uploads and media", () => {
  it.each([
    ["sample.png", "image/png", 64, 48],
    ["sample.jpg", "image/jpeg", 64, 48],
    ["sample.webp", "image/webp", 64, 48],
    ["sample.gif", "image/gif", 2, 2],
    ["sample.svg", "image/svg+xml", 120, 80],
  ])("%s round-trips: 201 with its sniffed type and size, then served byte for byte to its owner", async (file, mime, width, height) => {
    const client = await signedIn();
    const bytes = await readFile(path.join(fixtures, file));
    // The declared type and name are ignored: the content decides.
    const response = await upload(client, bytes, "../../etc/passwd.txt", "text/plain");
    expect(response.status).toBe(201);
    const { media: created } = (await response.json()).data;
    expect(created).toMatchObject({
      mime,
      width,
      height,
      size: bytes.length,
      url: `/api/media/${created.id}`,
      src: `media:${created.id}`,
      name: "passwd.txt",
    });

    const served = await client.call(media.loader, client.request(created.url), { id: created.id });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(mime);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const row = await (await getDb()).selectFrom("media").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    // Stored under the workspace that owns it.
    expect(row.storage_key).toMatch(new RegExp(`^${row.workspace_id}/${created.id}\\.\\w+$`));
    expect((await readFile(path.join(mediaDir, row.storage_key))).equals(bytes)).toBe(true);
  });

  it("refuses an HTML file renamed .png (415), saying which formats are accepted", async () => {
    const client = await signedIn();
    const response = await upload(client, Buffer.from("<!doctype html><html><script>alert(1)</script></html>"), "photo.png", "image/png");
    expect(response.status).toBe(415);
    expect(response.headers.get("Content-Type")).toMatch(/application\/problem\+json/);
    expect((await response.json()).detail).toMatch(/PNG, JPEG, WebP, GIF or SVG/);
  });

  it.each([
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
      /event handler/,
    ],
    ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', /script/],
    [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="https://evil.example/x.png"/></svg>',
      /another document/,
    ],
    [
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">&a;</svg>',
      /entities/,
    ],
  ])("refuses an active or external SVG (422): %#", async (svg, reason) => {
    const client = await signedIn();
    const response = await upload(client, Buffer.from(svg), "logo.svg", "image/svg+xml");
    expect(response.status).toBe(422);
    const problem = await response.json();
    expect(problem.detail).toMatch(/^This SVG cannot be used/);
    expect(problem.errors.file[0]).toMatch(reason);
    expect(await readdir(mediaDir, { recursive: true }).then((f) => f.filter((n) => n.endsWith(".svg")).length)).toBe(1);
  });

  it("refuses an 11 MB file with 413 'File upload too large' (in Dutch too), before storing anything", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(await readFile(path.join(fixtures, "sample.png")));
    const en = await upload(await signedIn(), big, "big.png");
    expect(en.status).toBe(413);
    expect(await en.json()).toMatchObject({ status: 413, detail: "File upload too large", errors: { file: ["File upload too large"] } });
    const nl = await upload(await signedIn("nl-NL,nl;q=0.9"), big, "big.png");
    expect(nl.status).toBe(413);
    expect((await nl.json()).detail).toBe("Het bestand is te groot om te uploaden");
  });

  it("refuses a 30000×30000 PNG (a decompression bomb of a few hundred KB) by its header", async () => {
    const bomb = pngOf(30000, 30000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(await signedIn(), bomb, "bomb.png");
    expect(response.status).toBe(413);
    expect((await response.json()).detail).toMatch(/30000 × 30000 pixels; at most 50 megapixels/);
  });

  it("lists, views and deletes only the owner's media; another user's id is 404 everywhere", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const ids: string[] = [];
    for (const file of ["sample.png", "sample.jpg", "sample.gif"]) {
      ids.push((await (await upload(owner, await readFile(path.join(fixtures, file)), file)).json()).data.media.id);
    }
    const page1 = await (
      await owner.call(uploadsIndex.action, owner.request("/api/uploads/index", { json: { page: 1, perPage: 2 } }))
    ).json();
    expect(page1.data).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(page1.data.media.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    const page2 = await (
      await owner.call(uploadsIndex.action, owner.request("/api/uploads/index", { json: { page: 2, perPage: 2 } }))
    ).json();
    expect(page2.data.media.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect((await (await other.call(uploadsIndex.action, other.request("/api/uploads/index", { json: {} }))).json()).data.total).toBe(0);

    expect((await other.call(media.loader, other.request(`/api/media/${ids[0]}`), { id: ids[0]! })).status).toBe(404);
    expect((await other.call(imagesView.action, other.request("/api/images/view", { json: { id: ids[0] } }))).status).toBe(404);
    expect((await other.call(uploadsDestroy.action, other.request("/api/uploads/destroy", { json: { id: ids[0] } }))).status).toBe(404);
    expect((await owner.call(media.loader, owner.request("/api/media/not-a-uuid"), { id: "not-a-uuid" })).status).toBe(404);

    const viewed = await (
      await owner.call(imagesView.action, owner.request("/api/images/view", { json: { id: `media:${ids[0]}` } }))
    ).json();
    expect(viewed.data.media).toMatchObject({ id: ids[0], mime: "image/png", width: 64, height: 48 });

    const row = await (await getDb()).selectFrom("media").select("storage_key").where("id", "=", ids[0]!).executeTakeFirstOrThrow();
    expect((await owner.call(uploadsDestroy.action, owner.request("/api/uploads/destroy", { json: { id: ids[0] } }))).status).toBe(200);
    expect((await owner.call(media.loader, owner.request(`/api/media/${ids[0]}`), { id: ids[0]! })).status).toBe(404);
    await expect(readFile(path.join(mediaDir, row.storage_key))).rejects.toThrow(/ENOENT/);
  });

  it("needs a signed-in caller", async () => {
    const anonymous = new RouteClient();
    expect((await upload(anonymous, await readFile(path.join(fixtures, "sample.png")), "a.png")).status).toBe(401);
    expect(
      (
        await anonymous.call(media.loader, anonymous.request("/api/media/00000000-0000-4000-8000-000000000000"), {
          id: "00000000-0000-4000-8000-000000000000",
        })
      ).status,
    ).toBe(401);
  });
});
