import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
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

/** S3 through the AWS SDK, which loads (≈ 0.2 CPU-s) with the first media read or write, not with the server. */
export function s3Storage(config: MediaConfig): MediaStorage {
  let connecting: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: import("@aws-sdk/client-s3").S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
      }),
    })));
  const Bucket = config.S3_BUCKET!;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${config.S3_PREFIX}${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return out.Body ? await out.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
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
