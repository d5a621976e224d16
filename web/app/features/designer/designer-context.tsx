import { createContext, useContext, useSyncExternalStore } from "react";
import type { Element } from "@paperjet/template";
import type { DesignerStore, DesignerState } from "./state/designer-store.ts";
import type { MediaJson } from "../media/media-json.ts";

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

/** Sends an internal API call with the session's CSRF token; resolves to the parsed body or throws the problem. */
export async function apiCall<T>(url: string, init: { method?: string; json?: unknown; body?: BodyInit; csrfToken: string }): Promise<T> {
  // Problems come back in the page's language (the API reads Accept-Language).
  const headers: Record<string, string> = { "X-CSRF-Token": init.csrfToken, Accept: "application/json", "Accept-Language": document.documentElement.lang || "en" };
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, { method: init.method ?? "POST", headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body, credentials: "same-origin" });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiProblem(response.status, body);
  return body as T;
}

export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly problem: { detail?: string; errors?: Record<string, string[]>; currentVersion?: number },
  ) {
    super(problem.detail ?? `HTTP ${status}`);
  }
}

export function elementLabel(element: Element, t: (key: string) => string): string {
  const kind = element.type === "shape" ? element.shape : element.type;
  return `${t(`elements.${kind}`)} ${element.id}`;
}
