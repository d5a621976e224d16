export type { PostDetail, PostSummary } from "@paperjet/contracts";

/** Reading time at 220 words a minute, rounded up. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 220));
}
