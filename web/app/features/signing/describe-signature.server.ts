import i18next from "~/utils/i18next.server";
import { formatDateTime } from "~/utils/format";
import type { Locale } from "~/utils/locale";

/**
 * The text a visible signature shows in its signature field: who signed, when (UTC), and the reason
 * and place when given, in the template's language (the document's reader is not the API caller).
 */
export async function describeSignature(options: {
  signer: string;
  time: Date;
  reason?: string;
  location?: string;
  /** The template's locale (a BCP 47 tag such as nl-NL); Dutch for Dutch templates, English for the rest. */
  templateLocale: string | undefined;
}): Promise<string> {
  const locale: Locale = options.templateLocale?.toLowerCase().startsWith("nl") ? "nl" : "en";
  const t = await i18next.getFixedT(locale, "api");
  return [
    t("signature.signedBy", { name: options.signer }),
    t("signature.time", { time: formatDateTime(options.time, locale) }),
    options.reason ? t("signature.reason", { reason: options.reason }) : "",
    options.location ? t("signature.location", { location: options.location }) : "",
  ]
    .filter(Boolean)
    .join("\n");
}
