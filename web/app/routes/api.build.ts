import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildInfoSchema } from "@paperjet/contracts";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { BUILD_ID } from "~/utils/build-id";

/** The build the server runs; open tabs poll it to notice a deployment (docs/product.md §7). Never cached. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => jsonOk(buildInfoSchema.parse({ buildId: BUILD_ID }), { headers: { "Cache-Control": "no-store" } }));

export const action = onlyMethod("GET");
