import { DEFAULT_WATERMARK } from "@paperjet/engine";

/**
 * The words over a watermarked document: a test call says it is a test; a call past the plan's
 * allowance says why and how to lose it, in the document's language (its `locale`, English unless Dutch).
 */
export function watermarkText(options: { test: boolean; planName: string; documentLocale?: string }): string {
  if (options.test) return DEFAULT_WATERMARK;
  return options.documentLocale?.toLowerCase().startsWith("nl")
    ? `Limiet van het ${options.planName}-abonnement bereikt — upgrade om te verwijderen`
    : `${options.planName} plan limit reached — upgrade to remove`;
}
