import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const dir = mkdtempSync(path.join(os.tmpdir(), "pj-library-tagged-"));

beforeAll(async () => {
  h = await startGenerationHarness();
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

type Element = { id: string; type: string; role?: string; alt?: string };
type Doc = { name: string; pages: { elements: Element[] }[] };

describe("library designs as tagged PDFs (issue #29)", () => {
  it("each prints tagged, its title an H1 and each described figure a Figure with its /Alt, in the design's language", async () => {
    const user = await h.createUser("enterprise");
    const designs = await h.db.selectFrom("templates").select(["name", "document"]).where("is_library", "=", true).orderBy("id").execute();
    expect(designs).toHaveLength(14);
    for (const design of designs) {
      const document = design.document as Doc;
      const id = await h.createTemplate(user, document);
      // No data: the design's example data, as the designer's test PDF uses.
      const response = (await generate({
        request: generateRequest(id, { apiKey: user.apiKey, body: {} }),
        params: { templateId: id },
        context: {},
      })) as Response;
      expect(response.status, design.name).toBe(200);
      const file = path.join(dir, `${id}.pdf`);
      const pdf = Buffer.from(await response.arrayBuffer());
      writeFileSync(file, pdf);
      expect(execFileSync("pdfinfo", [file], { encoding: "utf8" }), design.name).toMatch(/Tagged:\s+yes/);
      // "H1 (block):" → "H1", as pdfinfo -struct-text prints an element.
      const tags = execFileSync("pdfinfo", ["-struct-text", file], { encoding: "utf8" })
        .split("\n")
        .map((line) => line.replace(/ <node\d+>| \(block\)| \(inline\)|:$/g, "").trim());
      expect(tags.filter((t) => t === "H1").length, design.name).toBeGreaterThanOrEqual(1);
      const described = document.pages.flatMap((p) => p.elements).filter((e) => e.alt);
      expect(
        tags.filter((t) => t === "Figure"),
        design.name,
      ).toHaveLength(described.length);
      // The alternative text with its expressions filled in: what comes before the first {{ is written as is.
      for (const e of described) expect(pdf.toString("latin1"), `${design.name} ${e.id}`).toContain(`/Alt (${e.alt!.split("{{")[0]}`);
    }
  }, 180_000);
});
