import { useEffect, useRef } from "react";
import type { TemplateDocument } from "@paperjet/template";
import type { DesignerEmbedding, DesignerHandle } from "./embedding.ts";
import * as cmd from "./state/commands.ts";
import type { DesignerStore } from "./state/designer-store.ts";
import type { useAutosave } from "./use-autosave.ts";

const CHANGE_DEBOUNCE_MS = 300;

interface Parts {
  store: DesignerStore;
  autosave: ReturnType<typeof useAutosave>;
  selection: readonly string[];
  ready: boolean;
  setExample: (text: string | null) => void;
  fetchTestPdf: () => Promise<Response>;
  /** The undo label of a document the host loads. */
  loadLabel: string;
}

/** An embedded designer's events (change, selection, save errors) and the handle its host drives it with. */
export function useEmbedding(embed: DesignerEmbedding | undefined, parts: Parts): void {
  const latest = useRef(parts);
  latest.current = parts;
  const { store, selection, ready, autosave } = parts;

  // A burst of edits (typing, dragging) is one change event.
  const shownDirty = useRef(false);
  useEffect(() => {
    if (!embed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        shownDirty.current = latest.current.autosave.hasUnsavedChanges();
        embed.onChange(shownDirty.current);
      }, CHANGE_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [embed, store]);

  // A save the host was told was needed: now nothing is.
  useEffect(() => {
    if (!embed || autosave.status !== "saved" || !shownDirty.current || autosave.hasUnsavedChanges()) return;
    shownDirty.current = false;
    embed.onChange(false);
  }, [embed, autosave.status]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (embed && ready) embed.onSelection([...selection]);
  }, [embed, ready, selection]);

  useEffect(() => {
    if (embed && autosave.status === "error" && autosave.error) embed.onError("save_failed", autosave.error, null);
  }, [embed, autosave.status, autosave.error]);

  const announced = useRef(false);
  useEffect(() => {
    if (!embed || !ready || announced.current) return;
    announced.current = true;
    const handle: DesignerHandle = {
      save: () => latest.current.autosave.saveOrThrow(),
      getDocument: () => latest.current.store.getState().document,
      loadDocument(document: TemplateDocument) {
        latest.current.store.apply(latest.current.loadLabel, cmd.replaceDocument(document));
        return latest.current.autosave.hasUnsavedChanges();
      },
      setExampleData: (data) => latest.current.setExample(JSON.stringify(data, null, 2)),
      async previewPdf() {
        const response = await latest.current.fetchTestPdf();
        return response.blob();
      },
    };
    embed.onReady(handle);
  }, [embed, ready]);
}
