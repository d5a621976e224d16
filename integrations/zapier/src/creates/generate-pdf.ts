import type { Bundle, ZObject } from "zapier-platform-core";
import { apiBase } from "../api";
import { bindingFields, dataFromInput } from "../bindings";
import { listTemplates } from "../templates";

/** The chosen template's bindings as fields; none until a template is chosen. */
async function templateFields(z: ZObject, bundle: Bundle) {
  const id = bundle.inputData.templateId;
  if (!id) return [];
  const template = (await listTemplates(z, bundle)).find((t) => t.id === id);
  return template ? bindingFields(template.bindings) : [];
}

/**
 * `POST /api/v1/generate/single/{id}`: the document is made during the step (a PDF within seconds),
 * then stashed (z.stashFile) so that later steps get a file, named as Paperjet names it.
 */
async function perform(z: ZObject, bundle: Bundle) {
  const { templateId, version, test } = bundle.inputData as { templateId: string; version?: number; test?: boolean };
  const body = {
    data: dataFromInput(bundle.inputData),
    format: "pdf",
    ...(version ? { version: Number(version) } : {}),
    ...(test ? { test: true } : {}),
  };
  const response = await z.request({
    url: `${apiBase(bundle)}/api/v1/generate/single/${encodeURIComponent(templateId)}`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    raw: true,
  });
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="([^"]+)"/.exec(disposition)?.[1] ?? "document.pdf";
  const pages = Number(response.headers.get("x-pages") ?? 0);
  return {
    file: await z.stashFile(Promise.resolve(response)),
    fileName: decodeURIComponent(fileName),
    pages,
    watermarked: response.headers.get("x-watermarked") === "true",
    requestId: response.headers.get("x-request-id"),
    templateId,
  };
}

export const generatePdf = {
  key: "generatePdf",
  noun: "PDF",
  display: { label: "Generate PDF", description: "Fills a Paperjet template with data from your Zap and returns the PDF file." },
  operation: {
    inputFields: [
      {
        key: "templateId",
        label: "Template",
        required: true,
        dynamic: "templateList.id.name",
        altersDynamicFields: true,
        helpText: "A template of the workspace your API key belongs to.",
      },
      templateFields,
      {
        key: "dataJson",
        label: "Data (JSON)",
        type: "text" as const,
        required: false,
        helpText:
          "Optional: a JSON object of data, for values the fields above cannot hold (lists inside lists). The fields above are applied over it.",
      },
      {
        key: "version",
        label: "Template version",
        type: "integer" as const,
        required: false,
        helpText: "A saved version to use; empty: the latest.",
      },
      {
        key: "test",
        label: "Test document",
        type: "boolean" as const,
        required: false,
        default: "false",
        helpText: "Watermarked and not counted against your plan.",
      },
    ],
    perform,
    sample: {
      file: "https://zapier-dev-files.s3.amazonaws.com/cli-platform/invoice.pdf",
      fileName: "Invoice.pdf",
      pages: 1,
      watermarked: false,
      requestId: "7f0c2f0e-7c1a-4d0e-9a39-7c8f2d0b1a55",
      templateId: "8d0b7c8e-3b9a-4f5e-9a43-1f6d2b7c9e10",
    },
    outputFields: [
      { key: "file", label: "File", type: "file" as const },
      { key: "fileName", label: "File name" },
      { key: "pages", label: "Pages", type: "integer" as const },
      { key: "watermarked", label: "Watermarked", type: "boolean" as const },
      { key: "requestId", label: "Request ID" },
      { key: "templateId", label: "Template ID" },
    ],
  },
};
