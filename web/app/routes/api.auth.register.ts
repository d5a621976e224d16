import type { ActionFunctionArgs } from "@remix-run/node";
import { registerResponseSchema } from "@paperjet/contracts";
import { registerSchema } from "~/features/auth/auth-schemas";
import { registerUser } from "~/features/auth/register-user.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { assertSameOrigin } from "~/features/auth/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";
import { getRequestT } from "~/utils/request-locale.server";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    assertSameOrigin(request);
    const { locale, t } = await getRequestT(request);
    const body = await readJson(request, registerSchema(locale));
    const { user, workspace, cookies, token } = await registerUser({
      db: await getDb(),
      redis: getRedis(),
      ...body,
      locale,
      ip: clientAddress(request),
      t,
      withToken: true,
    });
    const answer = registerResponseSchema.parse({ data: { user }, globals: { user, workspace, token } });
    return jsonOk(answer.data, { status: 201, headers: cookies, globals: answer.globals });
  });

export const loader = onlyMethod("POST");
