import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listApiCalls } from "~/features/usage/list-api-calls.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

// The caller's generation calls, newest first, with paging and totals.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    const { page, perPage } = await readJson(request, z.object({ page: z.number().int().min(1).optional(), perPage: z.number().int().min(1).max(100).optional() }));
    return jsonOk(await listApiCalls({ db: await getDb(), userId: user.id, page, perPage }));
  });

export const loader = onlyMethod("POST");
