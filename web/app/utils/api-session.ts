import { useEffect } from "react";
import { apiJson, getApiToken, tokenFlagCookieSays } from "./api-client";

/**
 * docs/product.md §4: when the flag cookie says the session can be exchanged and no
 * token is held, fetch one, then refresh the session. One attempt each: the cookie
 * keeps working without a token, so any failure is ignored.
 */
export async function startApiSession(): Promise<void> {
  if (!tokenFlagCookieSays() || getApiToken()) return;
  try {
    await apiJson("/api/auth/getToken", { retry: false });
    await apiJson("/api/auth/refresh", { retry: false });
  } catch {
    // Signed out meanwhile, offline or server down: calls go on with the cookie.
  }
}

/** Runs in the browser at start-up, and again when login or logout changes the user without a reload. */
export function useApiSession(userId: number | null | undefined): void {
  useEffect(() => {
    void startApiSession();
  }, [userId]);
}
