import type { Binding } from "@paperjet/template";
import { useDesigner, useDesignerState } from "../designer-context.tsx";

/** The lists a table or repeat can run over: list bindings and the lists `items[].x` fields describe (top level only). */
export function listSources(bindings: readonly Binding[]): string[] {
  const found = new Set<string>();
  for (const b of bindings) {
    if (b.type === "list" && !b.key.includes("[]")) found.add(b.key);
    const at = b.key.indexOf("[].");
    if (at > 0 && !b.key.slice(0, at).includes("[]")) found.add(b.key.slice(0, at));
  }
  return [...found];
}

export function useListSources(): string[] {
  const { store } = useDesigner();
  return listSources(useDesignerState(store).document.bindings);
}
