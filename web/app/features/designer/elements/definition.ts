import type { ComponentType } from "react";
import type { Binding, Element, ElementType } from "@paperjet/template";
import type { NewElement } from "../state/commands.ts";
import type { PanelProps } from "./panel-props.ts";

/** A box of `width` × `height` mm centred where the element is dropped. */
export type PlaceAt = (width: number, height: number) => { x: number; y: number; width: number; height: number };

/** One button of the insert menu; `kind` names its label (`elements.<kind>`) and what it drags. */
export interface InsertEntry {
  kind: string;
  /** SVG path on a 24 × 24 grid. */
  icon: string;
  /** The new element; `bindings` lets a table pick an existing list. */
  create(at: PlaceAt, bindings: Binding[]): NewElement;
}

/** What the designer knows about one element type. */
export interface DesignerElementDefinition<K extends ElementType> {
  /** The type's own properties (geometry and behaviour are common to every element). */
  Panel: ComponentType<PanelProps<Extract<Element, { type: K }>>>;
  /** The label key (`elements.<kind>`) and icon of an existing element: shapes show their shape. */
  kind(element: Extract<Element, { type: K }>): string;
  icon(element: Extract<Element, { type: K }>): string;
  /** Insert-menu entries; a group has none (it is made from a selection). */
  insert: readonly InsertEntry[];
}

/** A missing type is a compile error here. */
export type DesignerRegistry = { [K in ElementType]: DesignerElementDefinition<K> };
