import type { LoaderFunctionArgs } from "@remix-run/node";
import { listTemplateVersions } from "~/features/templates/list-template-versions.server";
import { handleApi, jsonOk, onlyMethod } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

/** The designer's version history: the saved versions of one of the caller's templates, newest first. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    return jsonOk({ versions: await listTemplateVersions({ db: await getDb(), userId: user.id, id: params.id ?? "" }) }, { globals: { user } });
  });

export const action = onlyMethod("GET");
