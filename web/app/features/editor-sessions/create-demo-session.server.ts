import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { EMBED_PANELS } from "@paperjet/contracts";
import { createTemplate } from "~/features/templates/create-template.server";
import { createEditorSession, type CreatedEditorSession } from "./create-editor-session.server";

/** The live demo's sandbox: a workspace of its own that no user belongs to, so a demo saves nothing to anyone's account. */
export const DEMO_WORKSPACE_ID = "00000000-0000-4000-8000-00000000de70";
const DEMO_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * A session of the live demo on /solutions/sdk-integration: a fresh copy of a library design in the
 * sandbox, framable by the site itself. Demo templates older than a day are deleted on the way.
 */
export async function createDemoSession(options: {
  db: Kysely<Database>;
  appUrl: string;
  locale: "en" | "nl";
}): Promise<CreatedEditorSession> {
  const { db, appUrl } = options;
  await db
    .insertInto("workspaces")
    .values({ id: DEMO_WORKSPACE_ID, name: "SDK demo sandbox" })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .deleteFrom("templates")
    .where("workspace_id", "=", DEMO_WORKSPACE_ID)
    .where("created_at", "<", new Date(Date.now() - DEMO_KEEP_MS))
    .execute();
  const design = await db
    .selectFrom("templates")
    .select(["name", "document"])
    .where("is_library", "=", true)
    // The design of the page's language: the English demo shows an English sample, the Dutch one a Dutch one.
    .where("library_locale", "=", options.locale)
    .where("deleted_at", "is", null)
    .orderBy("name")
    .limit(1)
    .executeTakeFirst();
  const template = await createTemplate({
    db,
    workspaceId: DEMO_WORKSPACE_ID,
    userId: null,
    name: design?.name ?? "Demo",
    document: design?.document,
  });
  return createEditorSession({
    db,
    workspaceId: DEMO_WORKSPACE_ID,
    apiKeyId: null,
    appUrl,
    request: {
      templateId: template.id,
      locale: options.locale,
      permissions: { save: true, preview: true, editData: true, elements: null },
      allowedOrigins: [new URL(appUrl).origin],
      expiresIn: 900,
      theme: { primaryColor: null, logoUrl: null, panels: [...EMBED_PANELS] },
    },
  });
}
