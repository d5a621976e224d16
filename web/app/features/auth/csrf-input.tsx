import { useRootData } from "~/features/auth/use-user";

/** The hidden CSRF field every cookie-authenticated form must send (see requireUserPage). */
export function CsrfInput() {
  const token = useRootData()?.csrfToken;
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}
