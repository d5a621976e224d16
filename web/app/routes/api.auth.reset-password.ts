import type { ActionFunctionArgs } from "@remix-run/node";
import { resetPasswordResponseSchema } from "@paperjet/contracts";
import { resetPasswordSchema } from "~/features/auth/auth-schemas";
import { resetPassword } from "~/features/auth/reset-password.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { assertSameOrigin } from "~/features/auth/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";
import { getRequestT } from "~/utils/request-locale.server";
import { clearSessionCookie, sessionCookieHeaders } from "~/utils/session.server";

// `{ token, password }` → 200 `{ data: { email } }`; every session and token of the account has ended,
// including the caller's own, whose cookie is cleared.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    assertSameOrigin(request);
    const { locale, t } = await getRequestT(request);
    const body = await readJson(request, resetPasswordSchema(locale), { maxBytes: 10_000 });
    const { email } = await resetPassword({ db: await getDb(), redis: getRedis(), ...body, ip: clientAddress(request), t });
    const answer = resetPasswordResponseSchema.parse({ data: { email }, globals: { user: null } });
    return jsonOk(answer.data, { headers: sessionCookieHeaders(await clearSessionCookie(), false), globals: answer.globals });
  });

export const loader = onlyMethod("POST");
