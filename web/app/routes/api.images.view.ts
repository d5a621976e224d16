import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { findOwnMedia } from "~/features/media/find-media.server";
import { toMediaJson } from "~/features/media/media-json";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

/** Accepts the bare id or the `media:{id}` a template uses. */
const body = z.object({ id: z.string().min(1).transform((id) => id.replace(/^media:/, "")) });

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    const { id } = await readJson(request, body);
    const row = await findOwnMedia(await getDb(), { userId: user.id, id });
    return jsonOk({ media: toMediaJson(row) }, { globals: { user } });
  });

export const loader = onlyMethod("POST");
