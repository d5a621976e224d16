import type { Locale } from "~/utils/locale";
import { buildMail } from "./build-mail.server.ts";
import { mailLink } from "./mail-text.server.ts";

// The account messages, each in the recipient's language. Links point at pages in that language.
type Recipient = { to: string; name: string; locale: Locale };

/** The password-reset link (valid one hour, once). */
export function buildPasswordResetMail({ token, ...to }: Recipient & { token: string }) {
  return buildMail({
    key: "passwordReset",
    ...to,
    params: { email: to.to },
    actionUrl: mailLink(to.locale, `/auth/reset-password/${token}`),
  });
}

/** The link that proves the account's address (sent at sign-up, and again on request). */
export function buildEmailVerificationMail({ token, ...to }: Recipient & { token: string }) {
  return buildMail({ key: "verifyEmail", ...to, params: { email: to.to }, actionUrl: mailLink(to.locale, `/auth/verify-email/${token}`) });
}

/** To the new address of an address change: the change happens when this link is opened. */
export function buildEmailChangeConfirmationMail({ token, ...to }: Recipient & { token: string }) {
  return buildMail({
    key: "confirmEmailChange",
    ...to,
    params: { email: to.to },
    actionUrl: mailLink(to.locale, `/auth/verify-email/${token}`),
  });
}

/** To the old address of an address change, so the owner learns of a change they did not make. */
export function buildEmailChangeNoticeMail({ newEmail, ...to }: Recipient & { newEmail: string }) {
  return buildMail({
    key: "emailChangeNotice",
    ...to,
    params: { email: to.to, newEmail },
    actionUrl: mailLink(to.locale, "/auth/forgot-password"),
  });
}

/**
 * To an address that already has an account, when someone signs up with it or
 * tries to move another account to it: the answer to them looks like success,
 * the owner hears here what happened.
 */
export function buildAlreadyRegisteredMail(to: Recipient) {
  return buildMail({
    key: "alreadyRegistered",
    ...to,
    params: { email: to.to, loginUrl: mailLink(to.locale, "/auth/login") },
    actionUrl: mailLink(to.locale, "/auth/forgot-password"),
  });
}
