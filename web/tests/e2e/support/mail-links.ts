import { expect } from "vitest";
import type { RunningServer } from "./start-server";

/**
 * The first link of the last mail to `email`, as the server logs it when it writes mail to disk
 * (`[mail] "<subject>" to <email> written to <file>; links: <url>`). ADMIN_EMAILS only counts once
 * the address is verified, so admin tests open the sign-up mail's link through this.
 */
export async function mailLink(server: RunningServer, email: string, timeoutMs = 10_000): Promise<string> {
  const pattern = new RegExp(`\\[mail\\] "[^"]+" to ${email.replace(/[.+]/g, "\\$&")} written to \\S+; links: (\\S+)`, "g");
  const until = Date.now() + timeoutMs;
  // The mail is written after the answer that caused it may already have arrived.
  for (;;) {
    const links = [...server.output().matchAll(pattern)].map((m) => m[1]!);
    if (links.length > 0 || Date.now() > until) {
      expect(links.length, `no mail to ${email} in the server output`).toBeGreaterThan(0);
      return links.at(-1)!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
