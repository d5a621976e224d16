import { createContext, useContext, useSyncExternalStore } from "react";
import type { Element } from "@paperjet/template";
import type { DesignerStore, DesignerState } from "./state/designer-store.ts";
import type { MediaJson } from "../media/media-json.ts";
import { apiFetch } from "~/utils/api-client";

/** A problem+json answer (status, detail, field errors; `currentVersion` rides on 409 conflicts). */
export { ApiError as ApiProblem } from "~/utils/api-client";

export interface DesignerEnv {
  store: DesignerStore;
  templateId: string;
  csrfToken: string;
  /** Where the selected text element's field last had its cursor; the bindings panel inserts there. */
  textCursor: { current: { elementId: string; start: number; end: number } | null };
  /** Uploads by media id, so image sources resolve to data: URIs the engine can paint. */
  rememberMedia: (media: MediaJson) => void;
  uploadMaxBytes: number;
}

export const DesignerContext = createContext<DesignerEnv | null>(null);

export function useDesigner(): DesignerEnv {
  const env = useContext(DesignerContext);
  if (!env) throw new Error("useDesigner outside the designer");
  return env;
}

export function useDesignerState(store: DesignerStore): DesignerState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * Sends an internal API call with the session's CSRF token; resolves to the parsed body or throws the problem.
 * One attempt: autosave shows the failure and retries on its own schedule.
 */
export async function apiCall<T>(url: string, init: { method?: string; json?: unknown; body?: BodyInit; csrfToken: string }): Promise<T> {
  // Problems come back in the page's language (the API reads Accept-Language).
  const headers = { "X-CSRF-Token": init.csrfToken, "Accept-Language": document.documentElement.lang || "en" };
  const response = await apiFetch(url, { method: init.method ?? "POST", headers, json: init.json, body: init.body, retry: false });
  return (await response.json().catch(() => ({}))) as T;
}

export function elementLabel(element: Element, t: (key: string) => string): string {
  const kind = element.type === "shape" ? element.shape : element.type;
  return `${t(`elements.${kind}`)} ${element.id}`;
}
