import type { Bundle, ZObject } from "zapier-platform-core";
import { listTemplates } from "../templates";

/** The template dropdown of "Generate PDF" (hidden: a dynamic-dropdown source, not a trigger users pick). */
export const templateList = {
  key: "templateList",
  noun: "Template",
  display: { label: "Template", description: "Lists the templates of your workspace.", hidden: true },
  operation: {
    perform: async (z: ZObject, bundle: Bundle) =>
      (await listTemplates(z, bundle)).map((t) => ({ id: t.id, name: t.name, version: t.version, updatedAt: t.updatedAt })),
    sample: { id: "8d0b7c8e-3b9a-4f5e-9a43-1f6d2b7c9e10", name: "Invoice", version: 3, updatedAt: "2026-11-20T10:00:00.000Z" },
    outputFields: [
      { key: "id", label: "Template ID" },
      { key: "name", label: "Name" },
      { key: "version", label: "Version", type: "integer" as const },
      { key: "updatedAt", label: "Updated at", type: "datetime" as const },
    ],
  },
};
