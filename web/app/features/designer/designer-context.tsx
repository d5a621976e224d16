import { createContext, useContext, useSyncExternalStore } from "react";
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

/** The designer's state between gestures (`DesignerStore.getSettledState`): what panels, toolbar and menus show. */
export function useDesignerState(store: DesignerStore): DesignerState {
  return useSyncExternalStore(store.subscribe, store.getSettledState, store.getSettledState);
}

/** The state of every frame, a gesture's too: for the canvas, which draws the drag as it happens. */
export function useLiveDesignerState(store: DesignerStore): DesignerState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
