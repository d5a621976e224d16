import { PDFDocument, PDFObjectCopier, PDFPage, PDFPageLeaf, type PDFRef } from "pdf-lib";
import type { PdfMetadata } from "./pdf-metadata.ts";
import { copyStructure } from "./split-structure.ts";

/**
 * Splits one printed PDF into consecutive documents of `pages` pages each. Each part is a
 * standalone PDF with only its own pages and what they use (fonts, images, links): pdf-lib copies a
 * page with the objects it references, once per part, and a tagged print's structure of those pages
 * (split-structure.ts). Each part gets its own document's Info
 * dictionary, the one a print of it alone is stamped with (stampPdfMetadata).
 */
export async function splitPdf(bytes: Uint8Array, parts: { pages: number; metadata: PdfMetadata }[]): Promise<Uint8Array[]> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const total = parts.reduce((n, p) => n + p.pages, 0);
  if (total !== source.getPageCount()) throw new Error(`the coalesced print has ${source.getPageCount()} pages, its documents ${total}`);
  const sourcePages = source.getPages();
  const files: Uint8Array[] = [];
  let first = 0;
  for (const { pages: count, metadata } of parts) {
    const part = await PDFDocument.create({ updateMetadata: false });
    part.setTitle(metadata.title);
    if (metadata.author) part.setAuthor(metadata.author);
    part.setCreator(metadata.product);
    part.setProducer(metadata.product);
    part.setCreationDate(metadata.created);
    part.setModificationDate(metadata.created);
    // Pages copied by reference, so the structure copied after them with the same copier finds them.
    const copier = PDFObjectCopier.for(source.context, part.context);
    const pages = sourcePages.slice(first, first + count).map((page) => ({ source: page.ref, copy: copier.copy(page.ref) as PDFRef }));
    for (const { copy } of pages) part.addPage(PDFPage.of(part.context.lookup(copy) as PDFPageLeaf, copy, part));
    copyStructure(source, part, copier, pages);
    files.push(await part.save());
    first += count;
  }
  return files;
}
