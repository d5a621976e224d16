import { z } from "./openapi-zod.ts";

/**
 * `GET /api/build`: the id of the build the server runs. An open tab compares it with the id it was
 * loaded with and offers a reload when they differ (docs/product.md §7, "checks for a newer build").
 */
export const buildInfoSchema = z
  .object({ buildId: z.string().min(1).openapi({ description: "Changes with every deployment (PAPERJET_BUILD_ID at build time)." }) })
  .openapi("BuildInfo");
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The internal API's success envelope around it (api.md "Conventions"). */
export const buildInfoResponseSchema = z
  .object({
    data: buildInfoSchema,
    globals: z.object({ user: z.object({}).passthrough().nullable().openapi({ description: "The signed-in user, or null." }) }),
  })
  .openapi("BuildInfoResponse");
