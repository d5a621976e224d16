import type { ActionFunctionArgs } from "@remix-run/node";
import { crmContactDataSchema, crmStoreRequestSchema } from "@paperjet/contracts";
import { storeOwnCrmContact } from "~/features/crm/crm-contacts.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/crm/store`: the caller stores their own contact record (created when missing). */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const fields = await readJson(request, crmStoreRequestSchema);
    return jsonOk(crmContactDataSchema.parse({ contact: await storeOwnCrmContact(await getDb(), { userId: auth.user.id, fields }) }));
  });

export const loader = onlyMethod("POST");
