import { DEFAULT_IMAGE_QUALITY, RENDER_FILE_EXTENSIONS, type RenderFormat } from "@paperjet/contracts";
import { codeSample, type SampleLanguage } from "~/features/site/code-samples";

/**
 * Ready-to-run code for `POST /api/v1/generate/single/{id}` (api.md), writing the PDF (or the first
 * page as an image) to `{fileStem}.{extension}`: with `apiKey` (one just created on the page)
 * written in, else YOUR_API_KEY to paste over.
 */
export function codeSnippet(
  language: SampleLanguage,
  options: { baseUrl: string; templateId: string; data: unknown; fileStem: string; format?: RenderFormat; apiKey?: string },
): string {
  const format = options.format ?? "pdf";
  const image = format === "pdf" ? {} : { page: 1, scale: 2, ...(format === "png" ? {} : { quality: DEFAULT_IMAGE_QUALITY }) };
  return codeSample(language, {
    method: "POST",
    url: `${options.baseUrl.replace(/\/$/, "")}/api/v1/generate/single/${options.templateId}`,
    body: { data: options.data, format, ...image },
    outputFile: `${options.fileStem}.${RENDER_FILE_EXTENSIONS[format]}`,
    apiKey: options.apiKey ? { key: options.apiKey } : "placeholder",
  });
}
