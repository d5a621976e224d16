import { PDFDocument } from "pdf-lib";

/**
 * Splits one printed PDF into consecutive documents of `pageCounts` pages each. Each part is a
 * standalone PDF with only its own pages and what they use (fonts, images, links): pdf-lib copies a
 * page with the objects it references, once per part. The parts keep Chromium's producer and
 * creation date, so they describe themselves as a single print would.
 */
export async function splitPdf(bytes: Uint8Array, pageCounts: number[]): Promise<Uint8Array[]> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const total = pageCounts.reduce((n, c) => n + c, 0);
  if (total !== source.getPageCount()) throw new Error(`the coalesced print has ${source.getPageCount()} pages, its documents ${total}`);
  const parts: Uint8Array[] = [];
  let first = 0;
  for (const count of pageCounts) {
    const part = await PDFDocument.create({ updateMetadata: false });
    const producer = source.getProducer();
    const creator = source.getCreator();
    const created = source.getCreationDate();
    if (producer) part.setProducer(producer);
    if (creator) part.setCreator(creator);
    if (created) part.setCreationDate(created);
    const pages = await part.copyPages(source, Array.from({ length: count }, (_, i) => first + i));
    for (const page of pages) part.addPage(page);
    parts.push(await part.save());
    first += count;
  }
  return parts;
}
