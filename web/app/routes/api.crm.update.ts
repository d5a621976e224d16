import type { ActionFunctionArgs } from "@remix-run/node";
import { crmContactDataSchema, crmUpdateRequestSchema } from "@paperjet/contracts";
import { updateOwnCrmContact } from "~/features/crm/crm-contacts.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/crm/update` `{ id, …fields }`: the owner of a contact record edits it; another user's answers 404. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const { id, ...fields } = await readJson(request, crmUpdateRequestSchema);
    return jsonOk(crmContactDataSchema.parse({ contact: await updateOwnCrmContact(await getDb(), { userId: auth.user.id, id, fields }) }));
  });

export const loader = onlyMethod("POST");
