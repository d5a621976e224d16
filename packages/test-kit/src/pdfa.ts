import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, decodePDFRawStream } from "pdf-lib";

/**
 * The ISO 19005-2/-3 clauses docs/pdfa.md lists, checked on one file: each failed clause with why.
 * An empty list means every listed clause holds.
 */
export async function pdfaProblems(bytes: Uint8Array, expect: { part: 2 | 3; facturX?: boolean }): Promise<string[]> {
  const problems: string[] = [];
  const fail = (clause: string, why: string) => problems.push(`${clause}: ${why}`);
  const latin = Buffer.from(bytes).toString("latin1");

  // 6.1.2 File header: %PDF-1.n, then a comment of at least four bytes above 127.
  if (!/^%PDF-1\.[0-7]\r?\n%[\x80-\xff]{4}/.test(latin.slice(0, 20))) fail("6.1.2", "header");
  // 6.1.3 Nothing after the last %%EOF but an end-of-line; the trailer has an ID and no Encrypt.
  if (!/%%EOF\r?\n?$/.test(latin.slice(-8))) fail("6.1.3", "data after %%EOF");
  // ignoreEncryption: an encrypted file is reported (6.1.3) rather than refused.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const { context, catalog } = doc;
  const id = context.trailerInfo.ID;
  if (!(id instanceof PDFArray) || id.size() !== 2) fail("6.1.3", "no file identifier (ID) in the trailer");
  if (context.trailerInfo.Encrypt) fail("6.1.3", "Encrypt in the trailer");
  // 6.1.7 Streams: Length right, no external files (qpdf --check verifies lengths and filters).
  const qpdf = qpdfCheck(bytes);
  if (qpdf) fail("6.1.7", qpdf);
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream && ["F", "FFilter", "FDecodeParms"].some((k) => object.dict.has(PDFName.of(k))))
      fail("6.1.7", "a stream refers to an external file");
  }

  // 6.2.2 / 6.2.3 Output intent: GTS_PDFA1 with an embedded RGB ICC profile of 3 components.
  const intents = catalog.lookupMaybe(PDFName.of("OutputIntents"), PDFArray);
  const intent = intents && intents.size() > 0 ? intents.lookup(0, PDFDict) : undefined;
  if (!intent || intent.get(PDFName.of("S"))?.toString() !== "/GTS_PDFA1") fail("6.2.2", "no GTS_PDFA1 output intent");
  else {
    const profile = intent.lookup(PDFName.of("DestOutputProfile"));
    if (!(profile instanceof PDFRawStream)) fail("6.2.3", "no DestOutputProfile stream");
    else {
      const icc = Buffer.from(decodePDFRawStream(profile).decode());
      if (profile.dict.lookupMaybe(PDFName.of("N"), PDFNumber)?.asNumber() !== 3) fail("6.2.3", "N is not 3");
      if (icc.toString("latin1", 36, 40) !== "acsp" || icc.toString("latin1", 16, 20) !== "RGB " || ![2, 4].includes(icc[8]!))
        fail("6.2.3", "not an RGB ICC profile of version 2 or 4");
    }
  }

  // 6.2.11.4 Fonts: every font embedded (pdffonts' emb column).
  const fonts = onFile(bytes, "pdffonts", [], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter((l) => l.trim());
  for (const line of fonts)
    if (!/\byes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(line)) fail("6.2.11.4", `font not embedded: ${line.trim()}`);

  // 6.3.2 Annotations: F present with Print set and Hidden, Invisible, NoView, ToggleNoView clear.
  for (const page of doc.getPages()) {
    for (const ref of page.node.Annots()?.asArray() ?? []) {
      const annot = context.lookup(ref);
      if (!(annot instanceof PDFDict)) continue;
      const f = annot.lookupMaybe(PDFName.of("F"), PDFNumber)?.asNumber();
      if (f === undefined || (f & 4) === 0 || (f & (1 | 2 | 32 | 256)) !== 0) fail("6.3.2", `annotation flags ${f}`);
    }
  }

  // 6.5 / 6.6.1 Actions: no JavaScript, no Launch or other forbidden actions, no additional actions.
  if (/\/(JavaScript|JS|Launch|AA|ImportData|ResetForm|Sound|Movie)\b/.test(decodedText(doc)))
    fail("6.5", "JavaScript or a forbidden action");

  // 6.6.2 Metadata: an unfiltered XMP stream with pdfaid, equivalent to the Info dictionary (6.6.2.3).
  const found = catalog.lookup(PDFName.of("Metadata"));
  const metadata = found instanceof PDFRawStream ? found : undefined;
  if (!metadata) fail("6.6.2.1", "no XMP metadata stream in the catalog");
  else {
    if (metadata.dict.has(PDFName.of("Filter"))) fail("6.6.2.1", "the metadata stream is filtered");
    const xmp = Buffer.from(metadata.getContents()).toString("utf8");
    if (!xmp.includes(`<pdfaid:part>${expect.part}</pdfaid:part>`) || !xmp.includes("<pdfaid:conformance>B</pdfaid:conformance>"))
      fail("6.6.4", "pdfaid part/conformance");
    if (/<\?xpacket[^>]*(bytes|encoding)=/.test(xmp)) fail("6.6.2.1", "xpacket with bytes or encoding");
    // Well-formed XML (6.6.2.1): the writer escapes markup, so what is left to break it is a character XML 1.0 has no place for.
    const notXml = [...xmp].find((c) => {
      const code = c.charCodeAt(0);
      return (code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd) || code === 0xfffe || code === 0xffff;
    });
    if (notXml) fail("6.6.2.1", `the XMP holds U+${notXml.charCodeAt(0).toString(16).padStart(4, "0")}, which XML does not allow`);
    const iso = (d: Date | undefined) => d?.toISOString().replace(/\.\d{3}Z$/, "Z");
    const same = (label: string, info: string | undefined, pattern: RegExp) => {
      const found = pattern.exec(xmp)?.[1]?.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
      if (info !== undefined && found !== info) fail("6.6.2.3", `${label}: Info "${info}" vs XMP "${found}"`);
    };
    same("Title", doc.getTitle(), /<dc:title><rdf:Alt><rdf:li xml:lang="x-default">([^<]*)</);
    same("Author", doc.getAuthor(), /<dc:creator><rdf:Seq><rdf:li>([^<]*)</);
    same("Creator", doc.getCreator(), /<xmp:CreatorTool>([^<]*)</);
    same("Producer", doc.getProducer(), /<pdf:Producer>([^<]*)</);
    same("CreationDate", iso(doc.getCreationDate()), /<xmp:CreateDate>([^<]*)</);
    same("ModDate", iso(doc.getModificationDate()), /<xmp:ModifyDate>([^<]*)</);
    if (expect.facturX) {
      for (const want of [
        "<fx:DocumentType>INVOICE</fx:DocumentType>",
        "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
        "<fx:Version>1.0</fx:Version>",
        "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
        "<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>",
      ]) {
        if (!xmp.includes(want)) fail("6.6.2.3.3", `Factur-X extension schema lacks ${want}`);
      }
    }
  }

  // 6.8 (PDF/A-3) Embedded files: F and UF, AFRelationship, a MIME Subtype and ModDate, listed in the catalog's AF.
  const af = catalog.lookupMaybe(PDFName.of("AF"), PDFArray);
  const specs = (af?.asArray() ?? []).map((r) => context.lookup(r)).filter((d): d is PDFDict => d instanceof PDFDict);
  if (expect.facturX && specs.length !== 1) fail("6.8", `AF holds ${specs.length} file specifications`);
  if (expect.part === 2 && (af || latin.includes("/EmbeddedFile"))) fail("6.8", "PDF/A-2 output carries an embedded file");
  for (const spec of specs) {
    if (!spec.has(PDFName.of("F")) || !spec.has(PDFName.of("UF"))) fail("6.8", "file specification without F and UF");
    const relationship = spec.get(PDFName.of("AFRelationship"))?.toString();
    if (!relationship) fail("6.8", "no AFRelationship");
    if (expect.facturX && relationship !== "/Alternative") fail("6.8", `AFRelationship ${relationship}`);
    const file = spec.lookupMaybe(PDFName.of("EF"), PDFDict)?.lookup(PDFName.of("F"));
    const subtype = file instanceof PDFStream ? file.dict.get(PDFName.of("Subtype"))?.toString() : undefined;
    if (!subtype) fail("6.8", "embedded file without a MIME Subtype");
    if (expect.facturX && subtype !== "/text#2Fxml") fail("6.8", `MIME type ${subtype}`);
    if (!(file instanceof PDFStream) || !file.dict.lookupMaybe(PDFName.of("Params"), PDFDict)?.has(PDFName.of("ModDate")))
      fail("6.8", "embedded file without Params ModDate");
  }
  return problems;
}

/** What `qpdf --check` says is wrong, or undefined when it finds nothing. */
export function qpdfCheck(bytes: Uint8Array): string | undefined {
  try {
    onFile(bytes, "qpdf", ["--check"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return undefined;
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error).slice(0, 500);
  }
}

function decodedText(doc: PDFDocument): string {
  let text = "";
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream) text += object.dict.toString();
    else if (!(object instanceof PDFRef)) text += object.toString();
  }
  return text;
}

/** Runs a command-line checker on the bytes, written to a file of their own that is removed after. */
function onFile(bytes: Uint8Array, command: string, args: string[], options: ExecFileSyncOptionsWithStringEncoding): string {
  const dir = mkdtempSync(join(tmpdir(), "paperjet-pdfa-"));
  try {
    const file = join(dir, "file.pdf");
    writeFileSync(file, bytes);
    return execFileSync(command, [...args, file], options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
