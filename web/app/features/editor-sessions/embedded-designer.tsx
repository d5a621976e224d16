import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { sessionTokenOf, type DesignerCommand, type SessionEndReason } from "@paperjet/designer-sdk/protocol";
import { validateDocument } from "@paperjet/template";
import { Spinner } from "~/components/ui-button";
import { Designer, type DesignerTemplate } from "~/features/designer/designer";
import type { DesignerEmbedding, DesignerHandle } from "~/features/designer/embedding";
import { ApiError, apiJson } from "~/utils/api-client";
import type { Locale } from "~/utils/locale";
import { CommandError, EmbedBridge } from "./embed-bridge";
import type { EmbedPageSession } from "./load-embed-page.server";

// A session can be revoked at any moment: a revoked session's designer closes within 2 s while it is
// on screen (a hidden one looks as soon as it is shown again), not only when a call fails.
const SESSION_CHECK_MS = 1_500;

function themeStyle(color: string | null): CSSProperties | undefined {
  if (!color) return undefined;
  // The designer's accent is Tailwind's indigo; the session's colour takes its place.
  return {
    "--color-indigo-600": color,
    "--color-indigo-700": color,
    "--color-indigo-500": color,
    "--color-indigo-50": `color-mix(in srgb, ${color} 10%, white)`,
  } as CSSProperties;
}

/** The designer of one editor session, driven by its host page over postMessage (the SDK). */
export function EmbeddedDesigner({
  session,
  locale,
  uploadMaxBytes,
}: {
  session: EmbedPageSession;
  locale: Locale;
  uploadMaxBytes: number;
}) {
  const { t, i18n } = useTranslation("embed");
  const [template, setTemplate] = useState<DesignerTemplate | null>(null);
  const [ended, setEnded] = useState<SessionEndReason | null>(session.status === "active" ? null : session.status);
  const [loadError, setLoadError] = useState<string | null>(null);
  const token = useRef<string | null>(null);
  const handle = useRef<DesignerHandle | null>(null);
  // The bridge's handlers outlive renders: what they read changes through refs.
  const version = useRef(0);
  // Null until a `newTemplate` session's first save creates the template.
  const templateId = useRef(session.templateId);
  const endedRef = useRef(ended);
  endedRef.current = ended;
  const ready = useMemo(() => {
    let resolve!: () => void;
    return { promise: new Promise<void>((r) => (resolve = r)), resolve };
  }, []);
  // The session's template, whichever it is: a new template's first save needs no other address.
  const api = useMemo(() => ({ path: "/api/embed/template", headers: () => ({ Authorization: `Bearer ${token.current ?? ""}` }) }), []);
  const bridge = useMemo(() => new EmbedBridge(window, session.allowedOrigins, (command) => run(command)), []); // eslint-disable-line react-hooks/exhaustive-deps

  function end(reason: SessionEndReason) {
    if (endedRef.current) return;
    endedRef.current = reason;
    setEnded(reason);
    bridge.emit({ type: "sessionExpired", reason });
  }

  /** A failed call: a 401 means the session ended (the answer says why). */
  function failed(error: unknown, code: "save_failed" | "preview_failed"): CommandError {
    if (error instanceof ApiError && error.status === 401) {
      end(error.problem.reason === "expired" || error.problem.reason === "revoked" ? error.problem.reason : "invalid");
      return new CommandError("session_expired", error.message);
    }
    if (error instanceof ApiError && error.status === 403) return new CommandError("forbidden", error.message);
    return new CommandError(code, (error as Error).message);
  }

  async function checkSession(withToken = token.current) {
    try {
      return await apiJson<{ session: { templateId: string | null; expiresAt: string } }>("/api/embed/session", {
        headers: { Authorization: `Bearer ${withToken ?? ""}` },
        retry: false,
      });
    } catch (error) {
      if (withToken === token.current) failed(error, "save_failed");
      throw error;
    }
  }

  async function run(command: DesignerCommand): Promise<unknown> {
    if (command.type === "setLocale") {
      await i18n.changeLanguage(command.locale);
      document.documentElement.lang = command.locale;
      return { locale: command.locale };
    }
    if (command.type === "renewSession") return renew(command.sessionUrl);
    if (endedRef.current) throw new CommandError("session_expired", t(`ended.${endedRef.current}.title`));
    // The handshake only says the frame listens; `ready` follows once the designer is up, and commands wait for it.
    if (command.type === "connect") return { templateId: templateId.current, version: version.current };
    await ready.promise;
    const designer = handle.current!;
    switch (command.type) {
      case "save":
        if (!session.permissions.save) throw new CommandError("forbidden", t("denied.save"));
        try {
          const saved = await designer.save();
          return { templateId: templateId.current, version: saved };
        } catch (error) {
          throw failed(error, "save_failed");
        }
      case "getTemplate":
        return designer.getDocument();
      case "loadTemplate": {
        const checked = validateDocument(command.document);
        if (!checked.ok) throw new CommandError("invalid_document", checked.errors.map((e) => `${e.path}: ${e.message}`).join("; "));
        return { dirty: designer.loadDocument(checked.document) };
      }
      case "setExampleData":
        if (!session.permissions.editData) throw new CommandError("forbidden", t("denied.editData"));
        designer.setExampleData(command.data);
        return { ok: true };
      case "preview":
        if (!session.permissions.preview) throw new CommandError("forbidden", t("denied.preview"));
        try {
          return await designer.previewPdf();
        } catch (error) {
          throw failed(error, "preview_failed");
        }
    }
  }

  /**
   * A new session of the same template, from the host: the open designer (and its unsaved work) carries on with it.
   * Before a new template's first save that is another `newTemplate` session; after it, a session of the template it made.
   */
  async function renew(sessionUrl: string) {
    const next = new URL(sessionUrl, window.location.href);
    const nextToken = next.origin === window.location.origin ? sessionTokenOf(next.href) : null;
    if (!nextToken) throw new CommandError("session_mismatch", t("denied.mismatch"));
    const checked = await checkSession(nextToken).catch((error: Error) => {
      throw new CommandError("session_mismatch", error.message);
    });
    if (checked.session.templateId !== templateId.current) throw new CommandError("session_mismatch", t("denied.mismatch"));
    token.current = nextToken;
    endedRef.current = null;
    setEnded(null);
    return { expiresAt: checked.session.expiresAt };
  }

  useEffect(() => bridge.start(), [bridge]);

  useEffect(() => {
    token.current = sessionTokenOf(window.location.href);
    if (endedRef.current) {
      bridge.emit({ type: "sessionExpired", reason: endedRef.current });
      return;
    }
    apiJson<{ template: Omit<DesignerTemplate, "id"> & { id: string | null } }>(api.path, { headers: api.headers(), retry: false }).then(
      (body) => {
        version.current = body.template.version;
        templateId.current = body.template.id;
        // A template not saved yet goes by its session in the designer (its store and its example data are keyed by it).
        setTemplate({ ...body.template, id: body.template.id ?? session.id });
      },
      (error: unknown) => {
        const failure = failed(error, "save_failed");
        if (failure.code !== "session_expired") setLoadError(failure.message);
      },
    );
    const look = () => {
      if (!endedRef.current && document.visibilityState === "visible") void checkSession().catch(() => undefined);
    };
    const timer = setInterval(look, SESSION_CHECK_MS);
    document.addEventListener("visibilitychange", look);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", look);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const embedding = useMemo<DesignerEmbedding>(
    () => ({
      api,
      panels: session.theme.panels.filter((panel) => panel !== "data" || session.permissions.editData),
      elements: session.permissions.elements,
      canSave: session.permissions.save,
      canPreview: session.permissions.preview,
      logoUrl: session.theme.logoUrl,
      onReady(designer) {
        handle.current = designer;
        ready.resolve();
        bridge.emit({
          type: "ready",
          templateId: templateId.current,
          version: version.current,
          locale: i18n.language === "nl" ? "nl" : "en",
        });
      },
      onChange: (dirty) => bridge.emit({ type: "change", dirty }),
      onSave(saved) {
        version.current = saved.version;
        templateId.current = saved.templateId;
        bridge.emit({ type: "save", templateId: saved.templateId, version: saved.version });
      },
      onSelection: (elementIds) => bridge.emit({ type: "selection", elementIds }),
      onError(code, message) {
        bridge.emit({ type: "error", code, message });
        void checkSession().catch(() => undefined);
      },
    }),
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const endedNotice = ended ? (
    <div role="alert" className="mx-auto max-w-md p-6 text-center" data-testid="embed-ended" data-reason={ended}>
      <h1 className="text-base font-semibold text-slate-900">{t(`ended.${ended}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-600">{template ? t("ended.keptBody") : t("ended.body")}</p>
    </div>
  ) : null;

  if (!template) {
    return (
      <div className="flex h-screen items-center justify-center bg-slate-50" style={themeStyle(session.theme.primaryColor)}>
        {endedNotice ??
          (loadError ? (
            <p role="alert" className="text-sm text-red-700">
              {t("loadFailed", { message: loadError })}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner /> {t("loading")}
            </p>
          ))}
      </div>
    );
  }
  return (
    <div className="relative" style={themeStyle(session.theme.primaryColor)}>
      <Designer template={template} csrfToken="" locale={locale} uploadMaxBytes={uploadMaxBytes} embed={embedding} />
      {endedNotice ? <div className="absolute inset-x-0 top-0 z-50 border-b border-amber-300 bg-amber-50 shadow">{endedNotice}</div> : null}
    </div>
  );
}
