import type { ActionFunctionArgs } from "@remix-run/node";
import { searchTemplates } from "~/features/templates/search-templates.server";
import { searchTemplatesSchema } from "~/features/templates/template-schemas";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    const { query } = await readJson(request, searchTemplatesSchema());
    return jsonOk(await searchTemplates({ db: await getDb(), userId: user.id, query }));
  });

export const loader = onlyMethod("POST");
