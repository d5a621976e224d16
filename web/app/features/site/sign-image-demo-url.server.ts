import { IMAGE_DEMO_TEMPLATE_ID, IMAGE_DEMO_WORKSPACE_ID, type Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { getUrlSigningSecret } from "~/features/signed-urls/get-url-signing-secret.server";
import { signUrl } from "~/features/signed-urls/sign-url.server";

/**
 * The live example of /solutions/image-generation-api: a signed URL (root-relative, so it works on
 * any host) of the demo workspace's social card with the page's texts as data. The same texts give
 * the same URL, so browsers and the server's cache keep the picture.
 */
export async function signImageDemoUrl(db: Kysely<Database>, data: { title: string; subtitle: string; footer: string }): Promise<string> {
  const secret = await getUrlSigningSecret(db, IMAGE_DEMO_WORKSPACE_ID);
  return signUrl({
    baseUrl: "",
    secret,
    params: { templateId: IMAGE_DEMO_TEMPLATE_ID, format: "png", data, version: 1, page: 1, scale: 1 },
  });
}
