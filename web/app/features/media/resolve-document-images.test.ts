import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "@paperjet/db/testing";
import type { DatabaseHandle } from "@paperjet/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileSystemStorage } from "./media-storage.server";
import { createTestAccount } from "../../../tests/support/test-accounts";
import { resolveDocumentImages } from "./resolve-document-images.server";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");
let database: DatabaseHandle;
const storage = fileSystemStorage(mkdtempSync(path.join(tmpdir(), "pj-media-")));
let owner: string;
let stranger: string;
let mediaId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Workspaces own media: the owner's, and a stranger's that must not reach it.
  owner = (await createTestAccount(database.db)).workspaceId;
  stranger = (await createTestAccount(database.db)).workspaceId;
  const row = await database.db
    .insertInto("media")
    .values({ workspace_id: owner, mime: "image/png", width: 1, height: 1, size: PNG.length, storage_key: "pending" })
    .returning("id")
    .executeTakeFirstOrThrow();
  mediaId = row.id;
  const key = `${owner}/${mediaId}.png`;
  await storage.put(key, PNG, "image/png");
  await database.db.updateTable("media").set({ storage_key: key }).where("id", "=", mediaId).execute();
});
afterAll(() => database?.close());

const doc = (elements: unknown[]) => ({
  schemaVersion: 1,
  name: "x",
  locale: "en-US",
  pages: [{ size: "A4", margin: { top: 0, right: 0, bottom: 0, left: 0 }, elements }],
});
const image = (id: string, src: string, extra: object = {}) => ({ id, type: "image", x: 0, y: 0, width: 10, height: 10, src, ...extra });

describe("resolveDocumentImages", () => {
  it("inlines the owner's media, also when the source comes from data inside a repeat", async () => {
    const images = await resolveDocumentImages({
      db: database.db,
      workspaceId: owner,
      document: doc([
        image("logo", `media:${mediaId}`),
        {
          id: "g",
          type: "group",
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          repeat: { each: "items", as: "item" },
          elements: [image("photo", "{{ item.photo }}")],
        },
      ]),
      data: { items: [{ photo: `media:${mediaId}` }, { photo: "data:image/png;base64,AAAA" }] },
      resolver: { mediaStorage: storage },
    });
    expect(images).toEqual({ [`media:${mediaId}`]: `data:image/png;base64,${PNG.toString("base64")}` });
  });

  it("treats another user's media id like an unknown one", async () => {
    await expect(
      resolveDocumentImages({
        db: database.db,
        workspaceId: stranger,
        document: doc([image("logo", `media:${mediaId}`)]),
        data: {},
        resolver: { mediaStorage: storage },
      }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining("no such upload") });
  });

  it("refuses file:, javascript: and non-image data: sources", async () => {
    for (const src of ["file:///etc/passwd", "javascript:alert(1)", "data:text/html,<script>1</script>"]) {
      await expect(
        resolveDocumentImages({ db: database.db, workspaceId: owner, document: doc([image("x", src)]), data: {} }),
        src,
      ).rejects.toMatchObject({ status: 422 });
    }
  });
});
