import { parseEnv } from "@paperjet/contracts";
import { z } from "zod";

const optional = z.string().min(1).optional();

const schema = z
  .object({
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    // Width × height of the decoded image; a small file can claim a huge canvas (a decompression bomb).
    UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(50_000_000),
    MEDIA_DIR: optional,
    S3_BUCKET: optional,
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    S3_PREFIX: z.string().default("media/"),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["S3_ACCESS_KEY_ID"],
        message: "is required with S3_BUCKET (and S3_SECRET_ACCESS_KEY)",
      });
    }
  });

export type MediaConfig = z.infer<typeof schema>;

/**
 * Upload limits and where media is stored: the file system by default, S3-compatible storage when
 * S3_BUCKET is set. Part of the web configuration (`env().media`), checked with it at start.
 */
export function parseMediaConfig(source: Record<string, string | undefined>): MediaConfig {
  return parseEnv(schema, source, "web (media)");
}
