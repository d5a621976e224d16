import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyEmailResponseSchema } from "@paperjet/contracts";
import { verifyEmailSchema } from "~/features/auth/auth-schemas";
import { confirmEmail } from "~/features/auth/confirm-email.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { assertSameOrigin, getOptionalUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getRequestT } from "~/utils/request-locale.server";
import { localizedError } from "~/utils/api-error-locale.server";

// `{ token }` from a confirmation link → 200 `{ data: { email } }`; 422 for an unknown, used or expired
// link, 409 when another account has the address by now.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    assertSameOrigin(request);
    const { locale, t } = await getRequestT(request);
    const { token } = await readJson(request, verifyEmailSchema(locale), { maxBytes: 10_000 });
    const result = await confirmEmail({ db: await getDb(), token });
    if (!result.ok && result.reason === "taken") throw localizedError("conflict", t("verify.taken"));
    if (!result.ok) throw localizedError("validation_failed", t("verify.invalidLink"), { errors: { token: [t("verify.invalidLink")] } });
    const answer = verifyEmailResponseSchema.parse({ data: { email: result.email }, globals: { user: await getOptionalUser(request) } });
    return jsonOk(answer.data, { globals: answer.globals });
  });

export const loader = onlyMethod("POST");
