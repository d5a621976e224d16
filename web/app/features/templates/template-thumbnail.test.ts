import { describe, expect, it } from "vitest";
import { loadFixture } from "@paperjet/test-kit/documents";
import { useGenerationHarness } from "../../../tests/support/generation-harness";
import { getTemplateThumbnail } from "./template-thumbnail.server";
import { updateTemplate } from "./update-template.server";

const harness = useGenerationHarness();
const label = loadFixture("label");

const isPng = (bytes: Buffer) => bytes.subarray(1, 4).toString("latin1") === "PNG";
const stored = (id: string) =>
  harness.current.db
    .selectFrom("template_thumbnails")
    .select(["version", "png", "rendered_at"])
    .where("template_id", "=", id)
    .executeTakeFirst();

describe("template thumbnails", () => {
  it("renders the first page once per version, serves the stored one, and renders again after a change", async () => {
    const h = harness.current;
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, { ...label.document, exampleData: label.data });
    const first = await getTemplateThumbnail(h.db, { workspaceId: user.workspaceId, templateId: id, timeoutMs: 30_000 });
    expect(isPng(first.png)).toBe(true);
    expect(first.version).toBe(1);
    const row = await stored(id);
    expect(row?.version).toBe(1);
    expect(Buffer.from(row!.png).equals(first.png)).toBe(true);

    // Cached: the same bytes, not rendered again.
    const again = await getTemplateThumbnail(h.db, { workspaceId: user.workspaceId, templateId: id, timeoutMs: 30_000 });
    expect(again.png.equals(first.png)).toBe(true);
    expect((await stored(id))!.rendered_at).toEqual(row!.rendered_at);

    // A save is a new version: the stored thumbnail is stale and is replaced by one of the new document.
    const changed = structuredClone(label.document) as { pages: { background?: string; elements: { id: string; text?: string }[] }[] };
    changed.pages[0].elements = changed.pages[0].elements.filter((e) => e.text === undefined);
    await updateTemplate({
      db: h.db,
      workspaceId: user.workspaceId,
      userId: user.userId,
      id,
      version: 1,
      document: { ...changed, exampleData: label.data },
    });
    const updated = await getTemplateThumbnail(h.db, { workspaceId: user.workspaceId, templateId: id, timeoutMs: 30_000 });
    expect(updated.version).toBe(2);
    expect(updated.png.equals(first.png)).toBe(false);
    expect((await stored(id))!.version).toBe(2);
  });

  it("with waitMs, a thumbnail still rendering is null at once (the route's 202, no error status), and there when asked again", async () => {
    const h = harness.current;
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, { ...label.document, exampleData: label.data });
    const ask = () => getTemplateThumbnail(h.db, { workspaceId: user.workspaceId, templateId: id, timeoutMs: 30_000, waitMs: 0 });
    expect(await ask()).toBeNull();
    await expect.poll(async () => (await ask())?.version, { timeout: 30_000 }).toBe(1);
    expect(isPng((await ask())!.png)).toBe(true);
  });

  it("shows library designs to every workspace and hides other workspaces' templates (404)", async () => {
    const h = harness.current;
    const owner = await h.createUser("enterprise");
    const other = await h.createUser("enterprise");
    const id = await h.createTemplate(owner, label.document);
    await expect(getTemplateThumbnail(h.db, { workspaceId: other.workspaceId, templateId: id, timeoutMs: 30_000 })).rejects.toMatchObject({
      code: "not_found",
    });
    const design = await h.db.selectFrom("templates").select("id").where("is_library", "=", true).orderBy("name").executeTakeFirstOrThrow();
    expect(
      isPng((await getTemplateThumbnail(h.db, { workspaceId: other.workspaceId, templateId: design.id, timeoutMs: 30_000 })).png),
    ).toBe(true);
  });
});
