import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream, PDFString, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { convertToPdfA, launchChromium, preparePrintPage, printDocument, printDocuments } from "../src/index.ts";
import { pdfaProblems } from "@paperjet/test-kit/pdfa";

const fixture = (name: string) => ({
  document: JSON.parse(readFileSync(new URL(`../../engine/fixtures/${name}.template.json`, import.meta.url), "utf8")),
  data: JSON.parse(readFileSync(new URL(`../../engine/fixtures/${name}.data.json`, import.meta.url), "utf8")),
});
// Launched here rather than with usePrintPage, whose 120 s hook a loaded machine can outlast.
const chromium = {} as { browser: Browser; page: Page };
beforeAll(async () => {
  chromium.browser = await launchChromium();
  chromium.page = await chromium.browser.newPage();
  await preparePrintPage(chromium.page);
}, 600_000);
afterAll(async () => {
  await chromium.browser?.close();
});
const xml = new TextEncoder().encode(
  `<?xml version="1.0" encoding="UTF-8"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>`,
);
const facturX = {
  name: "factur-x.xml",
  mimeType: "text/xml",
  relationship: "Alternative" as const,
  description: "Factur-X",
  bytes: xml,
  facturX: { documentType: "INVOICE", version: "1.0", conformanceLevel: "EN 16931" },
};

describe("PDF/A output (docs/pdfa.md)", () => {
  it("makes Chromium's PDF of links, images and transparency a PDF/A-2b that meets every listed clause", async () => {
    for (const name of ["rich-text", "certificate"]) {
      const { document, data } = fixture(name);
      const result = await printDocument(chromium.page, {
        document,
        data,
        format: "pdf",
        metadata: { title: "Zoë & <Café>", author: "Wérk €" },
        pdfa: { part: 2 },
      });
      expect(await pdfaProblems(result.files[0]!, { part: 2 })).toEqual([]);
    }
  });

  it("keeps its metadata well-formed XML when the template's name holds a control character", async () => {
    // A vertical tab is how Word copies a line break; U+0001 a stray control character.
    const { document, data } = fixture("certificate");
    const metadata = { title: "Q3\u000Breport\u0001", author: "Wérk\u0007" };
    const result = await printDocument(chromium.page, { document, data, format: "pdf", metadata, pdfa: { part: 2 } });
    expect(await pdfaProblems(result.files[0]!, { part: 2 })).toEqual([]);
    const pdf = await PDFDocument.load(result.files[0]!, { updateMetadata: false });
    expect([pdf.getTitle(), pdf.getAuthor()]).toEqual(["Q3report", "Wérk"]);
  });

  it("attaches factur-x.xml to a PDF/A-3b with the Factur-X extension schema, also when prints are coalesced", async () => {
    const { document, data } = fixture("invoice-en");
    const alone = await printDocument(chromium.page, { document, data, format: "pdf", pdfa: { part: 3, attachment: facturX } });
    expect(await pdfaProblems(alone.files[0]!, { part: 3, facturX: true })).toEqual([]);
    const together = await printDocuments(chromium.page, [
      { document, data, pdfa: { part: 3, attachment: facturX } },
      { document, data },
    ]);
    const [first, second] = together.map((p) => (p.outcome === "printed" ? p.result.files[0]! : new Uint8Array()));
    expect(await pdfaProblems(first!, { part: 3, facturX: true })).toEqual([]);
    const attachments = (await PDFDocument.load(first!)).catalog.toString();
    expect(attachments).toContain("/AF");
    expect(Buffer.from(second!).toString("latin1")).not.toContain("pdfaid");
  });

  it("a plain PDF fails the checks, and an attachment needs PDF/A-3", async () => {
    const { document, data } = fixture("rich-text");
    const plain = (await printDocument(chromium.page, { document, data, format: "pdf" })).files[0]!;
    expect(clauses(await pdfaProblems(plain, { part: 2 }))).toEqual(["6.1.3", "6.2.2", "6.6.2.1"]);
    const refused = convertToPdfA(plain, {
      part: 2,
      metadata: { title: "x", product: "Paperjet", created: new Date() },
      attachment: facturX,
    });
    await expect(refused).rejects.toThrow("only PDF/A-3");
  });

  // Every clause docs/pdfa.md lists, broken one at a time in a good Factur-X PDF/A-3b: the check names that clause.
  const broken: [clause: string, expected: string[], breakIt: (bytes: Uint8Array) => Promise<Uint8Array> | Uint8Array][] = [
    ["6.1.2 file header", ["6.1.2"], (b) => replaceBytes(b, 10, Buffer.from("abcd"))],
    ["6.1.3 data after %%EOF", ["6.1.3"], (b) => Buffer.concat([b, Buffer.from("junk after the end\n")])],
    ["6.1.3 no file identifier", ["6.1.3"], (b) => edit(b, (doc) => void delete doc.context.trailerInfo.ID)],
    [
      "6.1.3 an Encrypt entry",
      ["6.1.3"],
      (b) => edit(b, (doc) => void (doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: "Standard", V: 5, R: 6 }))),
    ],
    [
      "6.1.7 a stream of an external file",
      ["6.1.7"],
      (b) => edit(b, (doc) => void doc.context.register(doc.context.stream("x", { F: PDFString.of("outside.bin") }))),
    ],
    ["6.2.2 no output intent", ["6.2.2"], (b) => edit(b, (doc) => doc.catalog.delete(PDFName.of("OutputIntents")))],
    [
      "6.2.3 an ICC profile of the wrong component count",
      ["6.2.3"],
      (b) =>
        edit(b, (doc) => {
          const intent = doc.catalog.lookup(PDFName.of("OutputIntents"), PDFArray).lookup(0, PDFDict);
          intent.lookup(PDFName.of("DestOutputProfile"), PDFStream).dict.set(PDFName.of("N"), PDFNumber.of(4));
        }),
    ],
    [
      "6.2.11.4 a font not embedded",
      ["6.2.11.4"],
      (b) =>
        edit(b, async (doc) => {
          const helvetica = await doc.embedFont(StandardFonts.Helvetica);
          doc.addPage().drawText("Helvetica is one of the 14 standard fonts, which are never embedded", { font: helvetica, x: 20, y: 20 });
        }),
    ],
    [
      "6.3.2 an annotation without the print flag",
      ["6.3.2"],
      (b) =>
        edit(b, (doc) => {
          const link = doc.context.register(doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 10, 10], F: 2 }));
          doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([link]));
        }),
    ],
    [
      "6.5 a JavaScript action",
      ["6.5"],
      (b) =>
        edit(b, (doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }))),
    ],
    ["6.6.2.1 no metadata stream", ["6.6.2.1"], (b) => edit(b, (doc) => doc.catalog.delete(PDFName.of("Metadata")))],
    [
      "6.6.2.1 an xpacket header with bytes",
      ["6.6.2.1"],
      (b) => editXmp(b, (xmp) => xmp.replace('id="W5M0MpCehiHzreSzNTczkc9d"', 'id="W5M0MpCehiHzreSzNTczkc9d" bytes="100"')),
    ],
    ["6.6.2.3 Info and XMP disagree", ["6.6.2.3"], (b) => edit(b, (doc) => doc.setTitle("Another title"))],
    [
      "6.6.2.3.3 no Factur-X extension schema",
      ["6.6.2.3.3"],
      (b) => editXmp(b, (xmp) => xmp.replace(/<rdf:Description rdf:about="" xmlns:pdfaExtension[\s\S]*?<\/rdf:Description>/, "")),
    ],
    [
      "6.6.4 the wrong pdfaid:part",
      ["6.6.4"],
      (b) => editXmp(b, (xmp) => xmp.replace("<pdfaid:part>3</pdfaid:part>", "<pdfaid:part>1</pdfaid:part>")),
    ],
    [
      "6.8 an embedded file without AFRelationship",
      ["6.8"],
      (b) =>
        edit(b, (doc) => {
          doc.catalog.lookup(PDFName.of("AF"), PDFArray).lookup(0, PDFDict).delete(PDFName.of("AFRelationship"));
        }),
    ],
    [
      "6.8 an embedded file without a MIME type",
      ["6.8"],
      (b) =>
        edit(b, (doc) => {
          const spec = doc.catalog.lookup(PDFName.of("AF"), PDFArray).lookup(0, PDFDict);
          spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"), PDFStream).dict.delete(PDFName.of("Subtype"));
        }),
    ],
  ];
  it.each(broken)("finds %s", async (_name, expected, breakIt) => {
    const { document, data } = fixture("invoice-en");
    good ??= (await printDocument(chromium.page, { document, data, format: "pdf", pdfa: { part: 3, attachment: facturX } })).files[0]!;
    expect(await pdfaProblems(good, { part: 3, facturX: true })).toEqual([]);
    expect(clauses(await pdfaProblems(await breakIt(good), { part: 3, facturX: true }))).toEqual(expected);
  });

  it("finds an embedded file in a PDF/A-2 (6.8)", async () => {
    const { document, data } = fixture("invoice-en");
    good ??= (await printDocument(chromium.page, { document, data, format: "pdf", pdfa: { part: 3, attachment: facturX } })).files[0]!;
    const part2 = await editXmp(good, (xmp) => xmp.replace("<pdfaid:part>3</pdfaid:part>", "<pdfaid:part>2</pdfaid:part>"));
    expect(clauses(await pdfaProblems(part2, { part: 2 }))).toEqual(["6.8"]);
  });
});

let good: Uint8Array | undefined;
/** The clause numbers of the problems found, each once, in order. */
const clauses = (problems: string[]) => [...new Set(problems.map((p) => p.split(":")[0]!))];

function replaceBytes(bytes: Uint8Array, at: number, replacement: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy.set(replacement, at);
  return copy;
}

/** The file loaded with pdf-lib, changed, and written again (Info left as it is). */
async function edit(bytes: Uint8Array, change: (doc: PDFDocument) => unknown): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  await change(doc);
  return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}

/** The XMP packet rewritten as an unfiltered metadata stream. */
function editXmp(bytes: Uint8Array, change: (xmp: string) => string): Promise<Uint8Array> {
  return edit(bytes, (doc) => {
    const stream = doc.catalog.lookup(PDFName.of("Metadata"), PDFStream);
    const xmp = change(Buffer.from(stream.getContents()).toString("utf8"));
    const replaced = doc.context.stream(new TextEncoder().encode(xmp), { Type: "Metadata", Subtype: "XML" });
    doc.catalog.set(PDFName.of("Metadata"), doc.context.register(replaced));
  });
}
