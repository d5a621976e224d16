import { z } from "zod";

// The public site's JSON calls (api.md conventions): the blog (`POST /api/posts`,
// `GET /api/posts/{id}`) and the public forms' answer. The forms' request rules carry
// the product's wording per language and live with the web app's forms.

const locale = z.enum(["en", "nl"]);

export const postAuthorSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  role: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const postSummarySchema = z.object({
  id: z.string().uuid(),
  locale,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.object({ url: z.string(), alt: z.string() }).nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string().datetime({ offset: true }),
  readingMinutes: z.number().int().positive(),
  author: postAuthorSchema.nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A post with its Markdown rendered to sanitised HTML, and its other language versions. */
export const postSchema = postSummarySchema.extend({
  html: z.string(),
  translations: z.array(z.object({ locale, slug: z.string() })),
});
export type PostDetail = z.infer<typeof postSchema>;

export const listPostsRequestSchema = z.object({
  locale: locale.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(50).default(9),
});

export const listPostsDataSchema = z.object({
  posts: z.array(postSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  pageCount: z.number().int().positive(),
});

export const getPostDataSchema = z.object({ post: postSchema });

/** 201 of `POST /api/forms/{contact,book-a-demo,newsletter}`. */
export const formSubmissionDataSchema = z.object({
  submission: z.object({
    id: z.string().uuid(),
    kind: z.enum(["contact", "book_a_demo", "newsletter"]),
    createdAt: z.string().datetime({ offset: true }),
  }),
});
