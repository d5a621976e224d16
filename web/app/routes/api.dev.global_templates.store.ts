import { globalTemplateStoreRequestSchema, libraryDesignDataSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { publishLibraryDesign } from "~/features/admin/library-designs.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/dev/global_templates/store`: an administrator publishes a template version to the template library. */
const route = adminRoute({
  post: async ({ request, auth, db }) => {
    const body = await readJson(request, globalTemplateStoreRequestSchema);
    return jsonOk(libraryDesignDataSchema.parse({ design: await publishLibraryDesign(db, { actor: actorOf(auth), ...body }) }), {
      status: 201,
    });
  },
});
export const loader = route.loader;
export const action = route.action;
