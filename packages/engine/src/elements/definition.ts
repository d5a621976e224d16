import type { Container } from "@svgdotjs/svg.js";
import type { Element, ElementType } from "@paperjet/template";
import type { LayoutContext, Scope } from "../layout/context.ts";
import type { Block } from "../layout/flow.ts";
import type { FormField, LaidOutBox } from "../layout/types.ts";
import type { PaintContext } from "../paint/context.ts";

/** A style layout may measure with; read off the raw document, so every field may be anything. */
export interface FaceStyle {
  fontFamily?: unknown;
  fontWeight?: unknown;
  italic?: unknown;
}

/** What an element lays out to: unbreakable blocks at y = 0, and a header repeated on continuation pages. */
export interface Content {
  blocks: Block[];
  continuationHeader?: () => Block;
}

/** One box as one block: what every type but the table lays out to. */
export const single = (box: LaidOutBox): Content => ({ blocks: [{ height: box.height, boxes: [box] }] });

/**
 * What the engine knows about one element type; its laid-out box has `kind` equal to the type.
 * Children (group members, a chart's labels, table cells) are handled through the callbacks passed
 * in, so no type imports the dispatchers that call it.
 */
export interface EngineElementDefinition<K extends ElementType> {
  /**
   * Every style layout may measure this element with (`add`), static so the set does not change with
   * the data; runs on the unvalidated designer document. `visit` lists the faces of child elements.
   */
  faces(element: Record<string, unknown>, add: (style: FaceStyle | undefined) => void, visit: (elements: unknown) => void): void;
  /** Lays the element out at `x`, y = 0; the flow moves it to where it lands. */
  layout(element: Extract<Element, { type: K }>, scope: Scope, ctx: LayoutContext, x: number): Content;
  paint(parent: Container, box: Extract<LaidOutBox, { kind: K }>, ctx: PaintContext): void;
  /**
   * Whether resvg draws this painted box as Chromium does (images outside the browser, decision 072): `true`, or
   * per box. A page with any box that is not goes to Chromium. Children are asked themselves (`eachBox`).
   */
  rasterSafe: true | ((box: Extract<LaidOutBox, { kind: K }>) => boolean);
  /**
   * The painted element is one figure: its drawing stays out of the document's structure and its
   * `alt`, when set, describes it (paint/structure.ts). Text and tables write their own structure.
   */
  figure?: true;
  /** The boxes inside this one that are elements of their own (a group's children); walks follow them (`eachBox`). */
  children?(box: Extract<LaidOutBox, { kind: K }>): LaidOutBox[];
  /** A form field type: the live AcroForm field its box becomes when the form is not flattened. */
  formField?(box: Extract<LaidOutBox, { kind: K }>): FormField;
  /** Moves what is inside the box by (dx, dy); the box's own x/y are moved already. */
  shift(box: Extract<LaidOutBox, { kind: K }>, dx: number, dy: number, shiftChild: (box: LaidOutBox, dx: number, dy: number) => void): void;
  /** Cuts what is inside the box off at page y `bottom` (the box's own height is cut already). */
  clip(box: Extract<LaidOutBox, { kind: K }>, bottom: number, clipChild: (box: LaidOutBox, bottom: number) => void): void;
}

/** A missing type is a compile error here. */
export type EngineRegistry = { [K in ElementType]: EngineElementDefinition<K> };

/** For types whose box has nothing inside to move or cut. */
export const nothingInside = { shift: () => {}, clip: () => {} };
