import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stampPdfMetadata } from "../src/pdf-metadata.ts";

/** A one-page PDF laid out like Skia's: objects, a classic xref table, a trailer with the old Info. */
function skiaLikePdf(): Buffer {
  const content = "BT /F1 24 Tf 20 100 Td (Hello PDF) Tj ET";
  const objects = [
    "<< /Title (about:blank) /Producer (Skia/PDF) >>",
    "<< /Type /Catalog /Pages 3 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 200 200] /Contents 5 0 R /Resources << /Font << /F1 6 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, "latin1");
}

describe("stampPdfMetadata", () => {
  it("replaces Chromium's Info with the template's, in any script, leaving the pages as they were", () => {
    const dir = mkdtempSync(join(tmpdir(), "paperjet-meta-"));
    const file = join(dir, "stamped.pdf");
    writeFileSync(
      file,
      stampPdfMetadata(skiaLikePdf(), {
        title: "Factuur Zoë & Café",
        author: "€uro B.V.",
        product: "Paperjet",
        created: new Date("2026-11-24T01:02:03Z"),
      }),
    );
    const info = execFileSync("pdfinfo", ["-isodates", file], { encoding: "utf8" });
    expect(info).toMatch(/^Title:\s+Factuur Zoë & Café$/m);
    expect(info).toMatch(/^Author:\s+€uro B\.V\.$/m);
    expect(info).toMatch(/^Creator:\s+Paperjet$/m);
    expect(info).toMatch(/^Producer:\s+Paperjet$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-11-24T01:02:03Z$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).trim()).toBe("Hello PDF");
  });

  it("refuses a file without a classic trailer rather than corrupt it", () => {
    expect(() =>
      stampPdfMetadata(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), { title: "x", product: "Paperjet", created: new Date() }),
    ).toThrow("no classic trailer");
  });
});
