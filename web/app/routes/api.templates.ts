import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AppError } from "@paperjet/contracts";
import { createTemplate } from "~/features/templates/create-template.server";
import { listTemplates } from "~/features/templates/list-templates.server";
import { createTemplateSchema } from "~/features/templates/template-schemas";
import { handleApi, jsonOk, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    return jsonOk({ templates: await listTemplates({ db: await getDb(), userId: user.id }) });
  });

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST") throw new AppError("bad_request", `${request.method} is not supported here.`, { headers: { Allow: "GET, POST" } });
    const { user } = await requireUser(request);
    const body = await readJson(request, createTemplateSchema(await getRequestLocale(request)), { maxBytes: 5_000_000 });
    const template = await createTemplate({ db: await getDb(), userId: user.id, name: body.name, document: body.document });
    return jsonOk({ template }, { status: 201 });
  });
