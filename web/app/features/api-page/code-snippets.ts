import { codeSample, type SampleLanguage } from "~/features/site/code-samples";

/**
 * Ready-to-run code for `POST /api/v1/generate/single/{id}` (api.md), writing the PDF to a file: with
 * `apiKey` (one just created on the page) written in, else YOUR_API_KEY to paste over.
 */
export function codeSnippet(language: SampleLanguage, options: { baseUrl: string; templateId: string; data: unknown; fileName: string; apiKey?: string }): string {
  return codeSample(language, {
    method: "POST",
    url: `${options.baseUrl.replace(/\/$/, "")}/api/v1/generate/single/${options.templateId}`,
    body: { data: options.data, format: "pdf" },
    outputFile: options.fileName,
    apiKey: options.apiKey ? { key: options.apiKey } : "placeholder",
  });
}
