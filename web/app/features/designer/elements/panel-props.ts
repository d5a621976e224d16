import type { Element } from "@paperjet/template";

export interface PanelProps<E extends Element = Element> {
  element: E;
  /** Merges into the element; `mergeKey` folds consecutive edits of one field into one undo step. */
  update: (patch: Partial<E>, mergeKey?: string) => void;
}
