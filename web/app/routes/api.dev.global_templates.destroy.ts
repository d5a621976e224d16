import { deletedDataSchema, globalTemplateDestroyRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { unpublishLibraryDesign } from "~/features/admin/library-designs.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/dev/global_templates/destroy` `{ id }`: an administrator takes a design out of the template library. */
const route = adminRoute({
  post: async ({ request, auth, db }) => {
    const { id } = await readJson(request, globalTemplateDestroyRequestSchema);
    await unpublishLibraryDesign(db, { actor: actorOf(auth), id });
    return jsonOk(deletedDataSchema.parse({ deleted: true }));
  },
});
export const loader = route.loader;
export const action = route.action;
