import { useEffect, useMemo, useRef, useState } from "react";
import type { TFunction } from "i18next";
import { documentExampleData, validateData, type TemplateDocument } from "@paperjet/template";
import * as cmd from "./state/commands.ts";
import type { DesignerStore } from "./state/designer-store.ts";

/** Where designers before `exampleData` kept the JSON, per template in this browser. */
const legacyKey = (templateId: string) => `paperjet.example.${templateId}`;

/** localStorage, or null where the browser denies it (the embedded designer in a third-party frame with cookies blocked). */
function exampleStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The example data of the data panel, saved in the document (`exampleData`): what the panel's text
 * shows, the data the canvas and preview draw with, and the edit. Text that is not yet valid JSON for
 * the bindings stays a draft in the panel; each valid state is an undoable edit of the document, so
 * autosave keeps it with the template. A legacy localStorage entry moves into the document once.
 */
export function useExampleData(store: DesignerStore, document: TemplateDocument, templateId: string, t: TFunction<"designer">) {
  const saved = useMemo(() => JSON.stringify(documentExampleData(document), null, 2), [document.exampleData, document.bindings]); // eslint-disable-line react-hooks/exhaustive-deps
  const [draft, setDraft] = useState<string | null>(null);
  const applied = useRef(document.exampleData);

  // An undo, a restored version or a reload replaces the data under the draft: show the document's.
  useEffect(() => {
    if (document.exampleData !== applied.current) {
      applied.current = document.exampleData;
      setDraft(null);
    }
  }, [document.exampleData]);

  useEffect(() => {
    const storage = exampleStorage();
    const legacy = storage?.getItem(legacyKey(templateId)) ?? null;
    if (legacy === null) return;
    storage?.removeItem(legacyKey(templateId));
    const value = parseObject(legacy);
    const current = store.getState().document;
    if (current.exampleData !== undefined) return;
    if (value && validateData(current.bindings, value).ok) {
      applied.current = value;
      store.apply(t("history.editExample"), cmd.setExampleData(value));
    } else setDraft(legacy);
  }, [templateId]); // eslint-disable-line react-hooks/exhaustive-deps

  const lastGood = useRef<Record<string, unknown>>({});
  const data = useMemo(() => {
    const checked = validateData(document.bindings, documentExampleData(document));
    if (checked.ok) lastGood.current = checked.data;
    return lastGood.current;
  }, [document.exampleData, document.bindings]); // eslint-disable-line react-hooks/exhaustive-deps

  const edit = (text: string | null) => {
    if (text === null) {
      setDraft(null);
      applied.current = undefined;
      store.apply(t("history.resetExample"), cmd.setExampleData(undefined));
      return;
    }
    setDraft(text);
    const value = parseObject(text);
    if (value && validateData(store.getState().document.bindings, value).ok) {
      applied.current = value;
      store.apply(t("history.editExample"), cmd.setExampleData(value), { mergeKey: "exampleData" });
    }
  };

  return { text: draft ?? saved, custom: document.exampleData !== undefined || draft !== null, data, edit, parse: parseObject };
}
