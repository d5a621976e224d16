import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { documentFaces } from "@paperjet/engine";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui-button";
import { useRootData } from "~/features/auth/use-user";
import { Designer } from "~/features/designer/designer";
import { loadBrowserEngine } from "~/features/designer/browser-engine";
import { env } from "~/config/env.server";
import { selectTemplateDraft } from "~/features/templates/templates.server";
import { requirePagePermission } from "~/features/workspaces/require-permission.server";
import { can } from "~/features/workspaces/permissions";
import { getDb } from "~/utils/db.server";
import { localizedPath, requireLocaleParam } from "~/utils/locale";
import { isUuid } from "~/utils/uuid";

export const handle = { i18n: ["common", "designer"] };

// The canvas cannot draw before the engine has the faces the document uses: start just those
// downloads with the HTML (a link descriptor in meta, because only meta sees the loader's data).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.template.name} — Paperjet designer` : "Paperjet designer" },
  ...(data?.fonts ?? []).map((face) => ({
    tagName: "link" as const,
    rel: "preload",
    href: `/fonts/${face.file}`,
    as: "fetch",
    crossOrigin: "anonymous" as const,
  })),
];

function notFound(path: string) {
  return new Response(JSON.stringify({ message: `Page not found: ${path}` }), {
    status: 404,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Outside the app layout (no sidebar or topbar), so the guard runs here. Only the current workspace's templates open, at
 * their draft (decision 080); a library design opens as a new copy.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requireLocaleParam(params);
  const { workspace } = await requirePagePermission(request, "templates:read");
  const id = params.id ?? "";
  const path = new URL(request.url).pathname;
  if (!isUuid(id)) throw notFound(path);
  const db = await getDb();
  const draft = await selectTemplateDraft(db, workspace.id, id);
  if (!draft) {
    const library = await db
      .selectFrom("templates")
      .select("id")
      .where("id", "=", id)
      .where("is_library", "=", true)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (library) throw redirect(`${localizedPath(locale, "/app/designer/create")}?design=${library.id}`);
    throw notFound(path);
  }
  return {
    locale,
    template: {
      id: draft.templateId,
      name: draft.name,
      version: draft.version,
      document: draft.document,
      revision: draft.revision,
      hasChanges: draft.hasChanges,
    },
    fonts: documentFaces(draft.document),
    // A viewer sees the design, read-only: no control that could only fail, and no save to retry.
    readOnly: !can(workspace.role, "templates:write"),
    uploadMaxBytes: env().media.UPLOAD_MAX_BYTES,
  };
}

// The engine starts loading while the page hydrates, not after the designer mounts.
if (typeof document !== "undefined") void loadBrowserEngine().catch(() => undefined);

export default function DesignerPage() {
  const { template, locale, uploadMaxBytes, fonts, readOnly } = useLoaderData<typeof loader>();
  const csrfToken = useRootData()?.csrfToken ?? "";
  const { t } = useTranslation("designer");
  // The canvas needs the browser (fonts, the engine, pointer events): render it after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Parse the document's faces (preloaded with the HTML) while the designer mounts, not after it:
  // the designer's own load then finds them ready. A failure is reported by the designer's load.
  useEffect(() => {
    void loadBrowserEngine()
      .then((engine) => engine.loadFonts(fonts))
      .catch(() => undefined);
  }, [fonts]);
  if (!mounted) {
    return (
      <div className="flex h-screen items-center justify-center gap-2 text-sm text-slate-500" role="status">
        <Spinner /> {t("canvas.loading")}
      </div>
    );
  }
  return (
    <Designer
      key={template.id}
      template={template as never}
      csrfToken={csrfToken}
      locale={locale}
      uploadMaxBytes={uploadMaxBytes}
      readOnly={readOnly}
    />
  );
}
