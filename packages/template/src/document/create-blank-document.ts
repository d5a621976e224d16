import { CURRENT_SCHEMA_VERSION, type TemplateDocument } from "../schema/document.ts";

export function createBlankDocument(name: string, options: { locale?: string } = {}): TemplateDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    name,
    locale: options.locale ?? "en-US",
    pages: [
      {
        size: "A4",
        orientation: "portrait",
        margin: { top: 15, right: 15, bottom: 15, left: 15 },
        elements: [],
      },
    ],
    bindings: [],
  };
}
