import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { AFRelationship, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from "pdf-lib";
import { withXmlCharsOnly } from "@paperjet/template";
import type { PdfMetadata } from "./pdf-metadata.ts";

/** The sRGB profile of Debian's icc-profiles-free (ICC v2, IEC 61966-2.1), the output intent of every PDF/A. */
export const SRGB_ICC_PATH = "/usr/share/color/icc/sRGB.icc";

let srgb: Uint8Array | undefined;
/** The sRGB ICC profile's bytes, read once per process. */
export function srgbProfile(path = SRGB_ICC_PATH): Uint8Array {
  srgb ??= new Uint8Array(readFileSync(path));
  return srgb;
}

/** A file a PDF/A-3 carries (Factur-X: its CII XML) and, for Factur-X, the values of its XMP extension schema. */
export interface PdfAttachment {
  name: string;
  mimeType: string;
  relationship: "Alternative" | "Data" | "Source" | "Supplement";
  description: string;
  bytes: Uint8Array;
  facturX?: { documentType: string; version: string; conformanceLevel: string };
}

export interface PdfAOptions {
  /** ISO 19005 part: 2 (PDF/A-2b) or 3 (PDF/A-3b, which may carry attachments). */
  part: 2 | 3;
  metadata: PdfMetadata;
  attachment?: PdfAttachment;
  iccProfile?: Uint8Array;
}

/**
 * Makes a printed PDF a PDF/A-2b or PDF/A-3b (docs/pdfa.md lists each clause and how it is
 * tested): XMP metadata that repeats the Info dictionary, an sRGB output intent with its profile,
 * a document ID, every link annotation printable, and for PDF/A-3 an associated file (Factur-X:
 * `factur-x.xml` with relationship Alternative and the Factur-X XMP extension schema). The pages
 * are copied as Chromium wrote them: fonts are embedded by Chromium, which writes neither
 * encryption nor JavaScript.
 */
export async function convertToPdfA(pdf: Uint8Array, options: PdfAOptions): Promise<Uint8Array> {
  if (options.attachment && options.part !== 3) throw new Error("only PDF/A-3 may carry an attached file");
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context, catalog } = doc;
  // The title (a template's name) and author (a workspace's) go into XMP too: without the control
  // characters XML has no place for (a vertical tab is how Word copies a line break), in both places.
  const meta = {
    ...options.metadata,
    title: withXmlCharsOnly(options.metadata.title),
    author: options.metadata.author && withXmlCharsOnly(options.metadata.author),
  };
  // Whole seconds: the Info dictionary's dates have no fractions, and XMP must say the same.
  const created = new Date(Math.floor(meta.created.getTime() / 1000) * 1000);
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  if (meta.author) doc.setAuthor(meta.author);
  doc.setCreator(meta.product);
  doc.setProducer(meta.product);
  doc.setCreationDate(created);
  doc.setModificationDate(created);

  const profile = context.flateStream(options.iccProfile ?? srgbProfile(), { N: 3 });
  const intent = context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFString.of("sRGB IEC61966-2.1"),
    Info: PDFString.of("sRGB IEC61966-2.1"),
    RegistryName: PDFString.of("http://www.color.org"),
    DestOutputProfile: context.register(profile),
  });
  catalog.set(PDFName.of("OutputIntents"), context.obj([context.register(intent)]));

  // ISO 19005-2 6.3.2: every annotation printable, never hidden.
  for (const page of doc.getPages()) {
    for (const annot of page.node.Annots()?.asArray() ?? []) {
      const dict = context.lookup(annot);
      if (!(dict instanceof PDFDict)) continue;
      const flags = dict.lookupMaybe(PDFName.of("F"), PDFNumber)?.asNumber() ?? 0;
      // Print on; Invisible, Hidden, NoView and ToggleNoView off.
      dict.set(PDFName.of("F"), PDFNumber.of((flags | 4) & ~(1 | 2 | 32 | 256)));
    }
  }

  if (options.attachment) {
    const a = options.attachment;
    await doc.attach(a.bytes, a.name, {
      mimeType: a.mimeType,
      description: a.description,
      creationDate: created,
      modificationDate: created,
      afRelationship: AFRelationship[a.relationship],
    });
  }

  const id = createHash("md5").update(pdf).update(meta.title).update(created.toISOString()).digest("hex").toUpperCase();
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  const xmp = xmpPacket({ ...options, metadata: { ...meta, created } }, id);
  catalog.set(
    PDFName.of("Metadata"),
    context.register(context.stream(new TextEncoder().encode(xmp), { Type: "Metadata", Subtype: "XML" })),
  );
  return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The XMP packet: pdfaid, Dublin Core, XMP basic and PDF properties matching the Info dictionary, and the Factur-X schema. */
function xmpPacket(options: PdfAOptions, documentId: string): string {
  const { metadata: m, attachment } = options;
  const date = m.created.toISOString().replace(/\.\d{3}Z$/, "Z");
  const fx = attachment?.facturX;
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  const facturX = fx
    ? `
  <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
   <fx:DocumentType>${escape(fx.documentType)}</fx:DocumentType>
   <fx:DocumentFileName>${escape(attachment!.name)}</fx:DocumentFileName>
   <fx:Version>${escape(fx.version)}</fx:Version>
   <fx:ConformanceLevel>${escape(fx.conformanceLevel)}</fx:ConformanceLevel>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>
     ${property("DocumentFileName", "The name of the embedded XML document")}
     ${property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}
     ${property("Version", "The actual version of the standard applying to the embedded XML document")}
     ${property("ConformanceLevel", "The conformance level of the embedded XML document")}
    </rdf:Seq></pdfaSchema:property>
   </rdf:li></rdf:Bag></pdfaExtension:schemas>
  </rdf:Description>`
    : "";
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>${options.part}</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escape(m.title)}</rdf:li></rdf:Alt></dc:title>${m.author ? `\n   <dc:creator><rdf:Seq><rdf:li>${escape(m.author)}</rdf:li></rdf:Seq></dc:creator>` : ""}
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>${escape(m.product)}</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${escape(m.product)}</pdf:Producer>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/">
   <xmpMM:DocumentID>uuid:${documentId.slice(0, 8)}-${documentId.slice(8, 12)}-${documentId.slice(12, 16)}-${documentId.slice(16, 20)}-${documentId.slice(20, 32)}</xmpMM:DocumentID>
  </rdf:Description>${facturX}
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
