import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listMedia } from "~/features/media/list-media.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

const body = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(24),
});

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    const { page, perPage } = await readJson(request, body);
    return jsonOk(await listMedia(await getDb(), { userId: user.id, page, perPage }), { globals: { user } });
  });

export const loader = onlyMethod("POST");
