import { previewDataSchema, previewRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { renderMarkdown } from "~/features/blog/render-markdown.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/posts/preview` `{ body }`: the editor's live preview, through the public blog's sanitising renderer. */
const route = adminRoute({
  post: async ({ request }) =>
    jsonOk(previewDataSchema.parse({ html: renderMarkdown((await readJson(request, previewRequestSchema)).body) })),
});
export const loader = route.loader;
export const action = route.action;
