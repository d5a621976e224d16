import type { Locale } from "~/utils/locale";

export interface PostAuthor {
  id: string;
  name: string;
  role: string | null;
  bio: string | null;
  avatarUrl: string | null;
}

/** A published post as the blog list, the home page and `POST /api/posts` show it. */
export interface PostSummary {
  id: string;
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: { url: string; alt: string } | null;
  tags: string[];
  publishedAt: string;
  readingMinutes: number;
  author: PostAuthor | null;
}

/** One post with its sanitised HTML and its other language versions. */
export interface PostDetail extends PostSummary {
  html: string;
  translations: { locale: Locale; slug: string }[];
}

/** Reading time at 220 words a minute, rounded up. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 220));
}
