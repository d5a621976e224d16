import type { ActionFunctionArgs } from "@remix-run/node";
import { endUserSession } from "~/features/auth/end-user-session.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const cookies = await endUserSession({ db: await getDb(), auth });
    return jsonOk({ loggedOut: true }, { headers: cookies, globals: { user: null } });
  });

export const loader = onlyMethod("POST");
