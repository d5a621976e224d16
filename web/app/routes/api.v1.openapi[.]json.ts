import type { LoaderFunctionArgs } from "@remix-run/node";
import { createOpenApiDocument } from "@paperjet/contracts";
import { env } from "~/config/env.server";
import { onlyMethod } from "~/features/api/api.server";

let cached: string | undefined;

/** The public API contract, generated from the zod schemas the routes parse with. */
export function loader(_: LoaderFunctionArgs) {
  cached ??= JSON.stringify(createOpenApiDocument({ serverUrl: env().APP_URL }));
  return new Response(cached, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}

export const action = onlyMethod("GET");
