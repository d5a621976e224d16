import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { endUserSession } from "~/features/auth/end-user-session.server";
import { requireUserPage, safeRedirectTo } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { isLocale, localizedPath } from "~/utils/locale";
import { readForm } from "~/utils/read-body.server";

// The app's logout button posts here (with the CSRF token); it ends the session on the server.
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireUserPage(request);
  const form = await readForm(request);
  const lng = form.get("lng");
  const cookies = await endUserSession({ db: await getDb(), auth });
  const login = localizedPath(isLocale(lng) ? lng : "en", "/auth/login");
  // An invitation page sends its visitor back to itself after switching accounts.
  const back = safeRedirectTo(form.get("redirectTo"), "");
  throw redirect(back ? `${login}?redirectTo=${encodeURIComponent(back)}` : login, { headers: cookies });
}

// Logging out is a write: a link or a prefetch must not end a session.
export const loader = (_: LoaderFunctionArgs) => redirect("/app");
