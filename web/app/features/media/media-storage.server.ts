import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { dataDir } from "@paperjet/db/data-dir";
import type { MediaConfig } from "~/config/media-config.server";
import { env } from "~/config/env.server";

/**
 * Where media bytes live. Keys are ours (`<user>/<uuid>.<ext>`), never a file name from the upload.
 * The file-system layout (`storage_key` relative to the media folder) is also what the render path reads.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

// `{workspace id}/{media id}.ext`; uploads from before workspaces keep their `{user id}/…` keys.
const SAFE_KEY = /^([0-9]+|[0-9a-f-]{36})\/[0-9a-f-]{36}\.(png|jpg|webp|gif|svg)$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing media key ${JSON.stringify(key)}`);
}

/** MEDIA_DIR, or `media/` in the data folder (`.data/media`), wherever the process was started. */
export function mediaDirectory(config: Pick<MediaConfig, "MEDIA_DIR"> = env().media): string {
  return path.resolve(config.MEDIA_DIR ?? path.join(dataDir(), "media"));
}

export function fileSystemStorage(root: string): MediaStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // wx: a key is written once; a clash is a bug, not something to overwrite.
      await writeFile(file, bytes, { flag: "wx" });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}

export function s3Storage(config: MediaConfig): MediaStorage {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
  });
  const Bucket = config.S3_BUCKET!;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${config.S3_PREFIX}${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return out.Body ? await out.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

let cached: { config: MediaConfig; storage: MediaStorage } | undefined;

/** The process's media storage, chosen by the configuration. */
export function getMediaStorage(): MediaStorage {
  const config = env().media;
  if (cached?.config !== config) {
    cached = { config, storage: config.S3_BUCKET ? s3Storage(config) : fileSystemStorage(mediaDirectory(config)) };
  }
  return cached.storage;
}
