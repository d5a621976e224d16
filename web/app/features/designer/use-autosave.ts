import { useCallback, useEffect, useRef, useState } from "react";
import type { TemplateDocument } from "@paperjet/template";
import { ApiError, apiJson } from "~/utils/api-client";
import { registerBeforeReload } from "~/utils/before-reload";
import type { DesignerStore } from "./state/designer-store.ts";

export type SaveStatus = "saved" | "pending" | "saving" | "error" | "conflict";

const DEBOUNCE_MS = 700;

/** Where and how the designer's template is read and saved: the app's API, or an editor session's (embedded designer). */
export interface TemplateApi {
  path: string;
  headers: () => Record<string, string>;
}

/**
 * Saves a moment after each change (unless `auto` is false: then only `flush` saves), one request at
 * a time, with the version it started from (optimistic concurrency). A 409 stops autosaving and
 * reports a conflict; 401 and 403 stop it until `resume`; other failures are retried with a growing
 * delay. `flush` saves now and resolves when everything is stored; `saveOrThrow` also rejects with
 * the failure and resolves to the saved version.
 */
export function useAutosave({
  store,
  templateId,
  csrfToken,
  initialVersion,
  api,
  auto = true,
  onSaved,
}: {
  store: DesignerStore;
  templateId: string;
  csrfToken: string;
  initialVersion: number;
  api?: TemplateApi;
  auto?: boolean;
  onSaved?: (version: number) => void;
}) {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(initialVersion);
  const versionRef = useRef(initialVersion);
  const savedRevision = useRef(store.getState().revision);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const failures = useRef(0);
  const stopped = useRef(false);
  const lastError = useRef<unknown>(null);
  const path = api?.path ?? `/api/templates/${templateId}`;
  const saved = useRef(onSaved);
  saved.current = onSaved;

  const saveNow = useCallback(async (): Promise<void> => {
    if (stopped.current) return;
    if (inFlight.current) {
      await inFlight.current;
      return saveNow();
    }
    const { document, revision } = store.getState();
    if (revision === savedRevision.current) {
      setStatus("saved");
      return;
    }
    setStatus("saving");
    const run = (async () => {
      try {
        const body = await apiJson<{ template: { version: number } }>(path, {
          method: "POST",
          headers: api?.headers(),
          json: { document, name: document.name.trim() || undefined, version: versionRef.current },
          csrfToken,
          // One attempt: the status shows the failure, and saving retries on its own schedule.
          retry: false,
        });
        versionRef.current = body.template.version;
        setVersion(body.template.version);
        savedRevision.current = revision;
        failures.current = 0;
        lastError.current = null;
        setError(null);
        setStatus(store.getState().revision === revision ? "saved" : "pending");
        saved.current?.(body.template.version);
      } catch (e) {
        lastError.current = e;
        if (e instanceof ApiError && e.status === 409) {
          stopped.current = true;
          setStatus("conflict");
          return;
        }
        // A role that may not save (a viewer), or an editor session that ended, will not be allowed on a retry either: say so once and stop.
        if (e instanceof ApiError && (e.status === 403 || e.status === 401)) {
          stopped.current = true;
          setError(e.message);
          setStatus("error");
          return;
        }
        failures.current += 1;
        setError(e instanceof ApiError && e.problem.errors ? Object.values(e.problem.errors).flat().join(" ") : (e as Error).message);
        setStatus("error");
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void saveNow(), Math.min(30_000, 1000 * 2 ** failures.current));
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    if (auto && !stopped.current && store.getState().revision !== savedRevision.current && failures.current === 0) schedule();
  }, [store, path, csrfToken, auto]); // eslint-disable-line react-hooks/exhaustive-deps

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    setStatus((s) => (s === "saving" ? s : "pending"));
    timer.current = setTimeout(() => {
      // A drag in progress is not a state worth saving; its end is another change.
      if (store.inGesture) schedule();
      else void saveNow();
    }, DEBOUNCE_MS);
  }, [saveNow, store]);

  useEffect(
    () =>
      store.subscribe(() => {
        if (stopped.current || store.getState().revision === savedRevision.current) return;
        // Without autosave the indicator still says there is something to save.
        if (auto) schedule();
        else setStatus((s) => (s === "saving" ? s : "pending"));
      }),
    [store, schedule, auto],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (store.getState().revision === savedRevision.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [store]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A reload the app starts itself (a new build, a chunk that failed to load) saves first.
  useEffect(() => registerBeforeReload(saveNow), [saveNow]);

  /** After a conflict: take the server's document (the local one stays one undo away) and continue from its version. */
  const adoptServerCopy = useCallback(
    (document: TemplateDocument, serverVersion: number, apply: (doc: TemplateDocument) => void) => {
      apply(document);
      versionRef.current = serverVersion;
      setVersion(serverVersion);
      savedRevision.current = store.getState().revision;
      stopped.current = false;
      setStatus("saved");
    },
    [store],
  );

  const hasUnsavedChanges = () => store.getState().revision !== savedRevision.current;

  const saveOrThrow = useCallback(async (): Promise<number> => {
    stopped.current = false;
    await saveNow();
    if (lastError.current) throw lastError.current;
    return versionRef.current;
  }, [saveNow]);

  return { status, error, version, flush: saveNow, saveOrThrow, adoptServerCopy, hasUnsavedChanges };
}
