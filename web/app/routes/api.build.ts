import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildInfoSchema } from "@paperjet/contracts";
import { onlyMethod } from "~/utils/api.server";
import { BUILD_ID } from "~/utils/build-id";

/** The build the server runs; open tabs poll it to notice a deployment (product-spec §7). */
export function loader(_: LoaderFunctionArgs) {
  return Response.json(buildInfoSchema.parse({ buildId: BUILD_ID }), { headers: { "Cache-Control": "no-store" } });
}

export const action = onlyMethod("GET");
