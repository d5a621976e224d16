import type { Bundle, ZObject } from "zapier-platform-core";
import { apiBase } from "./api";

/** An API key of a Paperjet workspace and the address of that Paperjet. */
export const authentication = {
  type: "custom" as const,
  fields: [
    {
      key: "apiKey",
      label: "API key",
      type: "password" as const,
      required: true,
      helpText: "Create one in Paperjet under **API** (`/app/api`). The key acts in the workspace it was created in.",
    },
    {
      key: "baseUrl",
      label: "Paperjet URL",
      type: "string" as const,
      required: true,
      helpText: "The address you open Paperjet at, like `https://pdf.example.com` (the server's APP_URL).",
    },
  ],
  // Listing templates needs a valid key and nothing else.
  test: async (z: ZObject, bundle: Bundle) => {
    const response = await z.request({ url: `${apiBase(bundle)}/api/v1/templates` });
    const templates = (response.data as { data: { templates: unknown[] } }).data.templates;
    return { templates: templates.length, baseUrl: apiBase(bundle) };
  },
  connectionLabel: "{{baseUrl}}",
};
