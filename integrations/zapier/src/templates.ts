import type { Bundle, ZObject } from "zapier-platform-core";
import { apiBase } from "./api";
import type { Binding } from "./bindings";

export interface TemplateSummary {
  id: string;
  name: string;
  version: number;
  updatedAt: string;
  bindings: Binding[];
}

/** `GET /api/v1/templates`: the templates the key's workspace can render, newest first, with their bindings. */
export async function listTemplates(z: ZObject, bundle: Bundle): Promise<TemplateSummary[]> {
  const response = await z.request({ url: `${apiBase(bundle)}/api/v1/templates` });
  return (response.data as { data: { templates: TemplateSummary[] } }).data.templates;
}
