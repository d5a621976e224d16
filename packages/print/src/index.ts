export {
  collectPageGarbage,
  preparePrintPage,
  printDocument,
  type ImageFormat,
  type PrintRequest,
  type PrintResult,
} from "./print-page.ts";
export { launchChromium, closeChromium, chromiumCpuMs, CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from "./launch.ts";
export { buildBrowserBundle, readBrowserBundle, BUNDLE_PATH } from "./bundle.ts";
export { printDocuments, COALESCED_MAX_PAGES, type CoalescedPrint } from "./print-documents.ts";
export { splitPdf } from "./split-pdf.ts";
export { stampPdfMetadata, type PdfMetadata } from "./pdf-metadata.ts";
export { convertToPdfA, srgbProfile, SRGB_ICC_PATH, type PdfAOptions, type PdfAttachment } from "./pdfa.ts";
export { rasteriseDocument } from "./rasterise.ts";
export { checkImageSize, pixelSize, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from "./image-size.ts";
export { fitImages } from "./fit-images.ts";
