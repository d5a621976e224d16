/** What a PDF says about itself (its Info dictionary); `pdfinfo` and viewers' title bars show it. */
export interface PdfMetadata {
  title: string;
  author?: string;
  /** Creator and Producer. */
  product: string;
  created: Date;
}

/**
 * Sets the PDF's Info dictionary by appending an incremental update (ISO 32000 7.5.6): a new Info
 * object and a trailer pointing at it and at the previous cross-reference section. Nothing before it
 * is rewritten, so the cost does not grow with the page count. Chromium writes `about:blank` as the
 * Title and itself as Creator and Producer; Skia's PDFs end with a classic `trailer`, which this reads.
 */
export function stampPdfMetadata(pdf: Uint8Array, meta: PdfMetadata): Uint8Array {
  const tail = Buffer.from(pdf.subarray(Math.max(0, pdf.length - 4096))).toString("latin1");
  const trailerAt = tail.lastIndexOf("trailer");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const size = /\/Size\s+(\d+)/.exec(tail.slice(trailerAt));
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(tail.slice(trailerAt));
  if (trailerAt < 0 || !startxref || !size || !root)
    throw new Error("cannot stamp PDF metadata: no classic trailer at the end of the file");
  const id = Number(size[1]);
  const fields = [
    `/Title ${pdfText(meta.title)}`,
    meta.author ? `/Author ${pdfText(meta.author)}` : "",
    `/Creator ${pdfText(meta.product)}`,
    `/Producer ${pdfText(meta.product)}`,
    `/CreationDate (${pdfDate(meta.created)})`,
    `/ModDate (${pdfDate(meta.created)})`,
  ].filter(Boolean);
  const head = pdf[pdf.length - 1] === 0x0a ? "" : "\n";
  const object = `${id} 0 obj\n<< ${fields.join(" ")} >>\nendobj\n`;
  const objectAt = pdf.length + Buffer.byteLength(head, "latin1");
  const xrefAt = objectAt + Buffer.byteLength(object, "latin1");
  const update =
    head +
    object +
    `xref\n${id} 1\n${String(objectAt).padStart(10, "0")} 00000 n \n` +
    `trailer\n<< /Size ${id + 1} /Root ${root[1]} /Info ${id} 0 R /Prev ${startxref[1]} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, "latin1")]);
}

/** A text string as UTF-16BE with its byte-order mark, in hex: any script, nothing to escape. */
function pdfText(text: string): string {
  const utf16 = Buffer.from(text, "utf16le").swap16();
  return `<FEFF${utf16.toString("hex").toUpperCase()}>`;
}

/** `D:YYYYMMDDHHmmSSZ` in UTC. */
function pdfDate(at: Date): string {
  return `D:${at.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;
}
