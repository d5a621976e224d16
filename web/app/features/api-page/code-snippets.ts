import { codeSample, type SampleLanguage } from "~/features/site/code-samples";

/** Ready-to-run code for `POST /api/v1/generate/single/{id}` (api.md) with the key to paste in, writing the PDF to a file. */
export function codeSnippet(language: SampleLanguage, options: { baseUrl: string; templateId: string; data: unknown; fileName: string }): string {
  return codeSample(language, {
    method: "POST",
    url: `${options.baseUrl.replace(/\/$/, "")}/api/v1/generate/single/${options.templateId}`,
    body: { data: options.data, format: "pdf" },
    outputFile: options.fileName,
    apiKey: "placeholder",
  });
}
