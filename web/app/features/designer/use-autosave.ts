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

/** What the server holds after a save: the base the next save sends, the latest version, whether the draft differs from it. */
interface Stored {
  base: number;
  version: number;
  hasChanges: boolean;
  /** The saved template's id (an editor session's save: its first save of a new template creates it). */
  templateId?: string;
}

interface DraftJson {
  revision: number;
  version: number;
  hasChanges: boolean;
  document: TemplateDocument;
}

const fromDraft = (draft: DraftJson): Stored => ({ base: draft.revision, version: draft.version, hasChanges: draft.hasChanges });

/**
 * Saves a moment after each change (unless `auto` is false: then only `flush` saves), one request at
 * a time, with the base it started from (optimistic concurrency). The app's designer saves its draft
 * (PUT …/draft with the draft revision; never a version, decision 080) and makes a version only with
 * `saveVersion`; an embedded designer (`api`) saves versions, as its host asks. A 409 stops autosaving
 * and reports a conflict; 401 and 403 stop it until `resume`; other failures are retried with a growing
 * delay. `flush` saves now and resolves when everything is stored; `saveOrThrow` also rejects with
 * the failure and resolves to the latest version. An editor session's new template (version 0: nothing
 * stored yet) is created by an explicit save (`flush({ create: true })`, `saveOrThrow`) even unchanged, never by a
 * flush before a preview.
 */
export function useAutosave({
  store,
  templateId,
  csrfToken,
  initialVersion,
  initialRevision = 0,
  initialHasChanges = false,
  api,
  auto = true,
  onSaved,
}: {
  store: DesignerStore;
  templateId: string;
  csrfToken: string;
  initialVersion: number;
  /** The draft's revision the designer opened (draft mode). */
  initialRevision?: number;
  /** Whether that draft differs from the latest version. */
  initialHasChanges?: boolean;
  /** An editor session's API: save versions there instead of the app's draft. */
  api?: TemplateApi;
  auto?: boolean;
  onSaved?: (saved: { version: number; templateId: string }) => void;
}) {
  const drafts = !api;
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [error, setError] = useState<string | null>(null);
  const [stored, setStored] = useState<Stored>({
    base: drafts ? initialRevision : initialVersion,
    version: initialVersion,
    hasChanges: initialHasChanges,
  });
  const storedRef = useRef(stored);
  const savedRevision = useRef(store.getState().revision);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const failures = useRef(0);
  const stopped = useRef(false);
  const lastError = useRef<unknown>(null);
  const path = api?.path ?? `/api/templates/${templateId}`;
  const saved = useRef(onSaved);
  saved.current = onSaved;

  const adopt = useCallback((next: Stored) => {
    storedRef.current = next;
    setStored(next);
  }, []);

  const send = useCallback(
    async (document: TemplateDocument): Promise<Stored> => {
      const name = document.name.trim() || undefined;
      // One attempt: the status shows the failure, and saving retries on its own schedule.
      if (drafts) {
        const body = await apiJson<{ draft: DraftJson }>(`${path}/draft`, {
          method: "PUT",
          json: { document, name, revision: storedRef.current.base },
          csrfToken,
          retry: false,
        });
        return fromDraft(body.draft);
      }
      const body = await apiJson<{ template: { id: string; version: number } }>(path, {
        method: "POST",
        headers: api?.headers(),
        json: { document, name, version: storedRef.current.base },
        csrfToken,
        retry: false,
      });
      return { base: body.template.version, version: body.template.version, hasChanges: false, templateId: body.template.id };
    },
    [drafts, path, csrfToken, api],
  );

  const saveNow = useCallback(
    async (options: { create?: boolean } = {}): Promise<void> => {
      if (stopped.current) return;
      if (inFlight.current) {
        await inFlight.current;
        return saveNow(options);
      }
      const { document, revision } = store.getState();
      const create = options.create === true && !drafts && storedRef.current.version === 0;
      if (revision === savedRevision.current && !create) {
        setStatus("saved");
        return;
      }
      setStatus("saving");
      const run = (async () => {
        try {
          const next = await send(document);
          adopt(next);
          savedRevision.current = revision;
          failures.current = 0;
          lastError.current = null;
          setError(null);
          setStatus(store.getState().revision === revision ? "saved" : "pending");
          if (!drafts && next.templateId) saved.current?.({ version: next.version, templateId: next.templateId });
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
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule is declared below and calls back into saveNow
    [store, send, adopt, drafts, auto],
  );

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
  useEffect(() => registerBeforeReload(() => saveNow()), [saveNow]);

  /** After a conflict: take the server's copy (the local one stays one undo away) and continue from it. */
  const reloadServerCopy = useCallback(
    async (apply: (doc: TemplateDocument) => void) => {
      let document: TemplateDocument;
      let next: Stored;
      if (drafts) {
        const body = await apiJson<{ draft: DraftJson }>(`${path}/draft`, { method: "GET", csrfToken, retry: false });
        document = body.draft.document;
        next = fromDraft(body.draft);
      } else {
        const body = await apiJson<{ template: { version: number; document: TemplateDocument } }>(path, {
          method: "GET",
          csrfToken,
          headers: api?.headers(),
          retry: false,
        });
        document = body.template.document;
        next = { base: body.template.version, version: body.template.version, hasChanges: false };
      }
      apply(document);
      adopt(next);
      savedRevision.current = store.getState().revision;
      stopped.current = false;
      setStatus("saved");
    },
    [store, drafts, path, csrfToken, api, adopt],
  );

  /** After "save as a copy": the local changes went elsewhere, so this template has nothing left to save. */
  const forgetChanges = useCallback(() => {
    savedRevision.current = store.getState().revision;
    setStatus("saved");
  }, [store]);

  const hasUnsavedChanges = () => store.getState().revision !== savedRevision.current;

  const saveOrThrow = useCallback(async (): Promise<number> => {
    stopped.current = false;
    await saveNow({ create: true });
    if (lastError.current) throw lastError.current;
    return storedRef.current.version;
  }, [saveNow]);

  /** "Save version": stores the draft, then makes it the next version with `note`; resolves to its number. */
  const saveVersion = useCallback(
    async (note: string): Promise<number> => {
      await saveOrThrow();
      try {
        const body = await apiJson<{ template: { version: number }; draft: DraftJson }>(`${path}/versions`, {
          method: "POST",
          json: { revision: storedRef.current.base, note: note.trim() || undefined },
          csrfToken,
          retry: false,
        });
        adopt(fromDraft(body.draft));
        return body.template.version;
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) {
          stopped.current = true;
          setStatus("conflict");
        }
        throw e;
      }
    },
    [saveOrThrow, path, csrfToken, adopt],
  );

  return {
    status,
    error,
    /** The latest saved version. */
    version: stored.version,
    /** Whether the stored draft differs from the latest version (API calls do not see it yet). */
    draftHasChanges: stored.hasChanges,
    flush: saveNow,
    saveOrThrow,
    saveVersion,
    reloadServerCopy,
    forgetChanges,
    hasUnsavedChanges,
  };
}
