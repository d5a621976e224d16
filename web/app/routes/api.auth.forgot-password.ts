import type { ActionFunctionArgs } from "@remix-run/node";
import { forgotPasswordResponseSchema } from "@paperjet/contracts";
import { forgotPasswordSchema } from "~/features/auth/auth-schemas";
import { requestPasswordReset } from "~/features/auth/request-password-reset.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { assertSameOrigin, getOptionalUser } from "~/features/auth/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";
import { getRequestT } from "~/utils/request-locale.server";

// `{ email }` → always 200 `{ data: { email } }`: the answer never says whether the address has an account.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    assertSameOrigin(request);
    const { locale, t } = await getRequestT(request);
    const { email } = await readJson(request, forgotPasswordSchema(locale), { maxBytes: 10_000 });
    await requestPasswordReset({ db: await getDb(), redis: getRedis(), email, ip: clientAddress(request), t });
    const answer = forgotPasswordResponseSchema.parse({ data: { email }, globals: { user: await getOptionalUser(request) } });
    return jsonOk(answer.data, { globals: answer.globals });
  });

export const loader = onlyMethod("POST");
