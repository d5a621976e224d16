import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXED_NOW, loadFixtures } from "@paperjet/engine/fixtures";
import { describe, expect, it } from "vitest";
import { printDocument } from "../src/index.ts";
import { usePrintPage } from "./print-page.ts";

const chromium = usePrintPage();

describe("links in rich text", () => {
  it("print as live link annotations with their expressions filled in", async () => {
    const fixture = loadFixtures().find((f) => f.name === "rich-text")!;
    const printed = await printDocument(chromium.page, {
      document: fixture.document as never,
      data: fixture.data,
      format: "pdf",
      now: FIXED_NOW,
    });
    const file = join(mkdtempSync(join(tmpdir(), "paperjet-links-")), "rich-text.pdf");
    writeFileSync(file, printed.files[0]);
    // pdfinfo -url lists each link annotation: page, type, URL. A link that wraps has one per line.
    const links = execFileSync("pdfinfo", ["-url", file], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.trim().split(/\s+/));
    expect(new Set(links.map(([page, type, url]) => `${page} ${type} ${url}`))).toEqual(
      new Set(["1 Annotation https://paperjet.dev/track/ORD-2026-0042", "1 Annotation mailto:support@paperjet.dev"]),
    );
  });
});
