import { resolveFont } from "@paperjet/fonts";
import type { TemplateDocument, TemplateDocumentInput } from "@paperjet/template";
import type { FaceStyle } from "../elements/definition.ts";
import { ENGINE_ELEMENTS } from "../elements/registry.ts";
import { WATERMARK_STYLE } from "../paint/watermark.ts";
import type { FaceRef } from "./font-set.ts";

/**
 * Every face layout may measure for `doc` (and, with a watermark, the face it is painted in), resolved
 * the way layout resolves them so fallbacks count. Static: hidden elements and empty tables count too,
 * so the set does not change with the data. Walks the input without validating it — it runs on every
 * edit in the designer, and layout reports an invalid document anyway.
 */
export function documentFaces(doc: TemplateDocument | TemplateDocumentInput, opts: { watermark?: boolean | string } = {}): FaceRef[] {
  const faces = new Map<string, FaceRef>();
  const add = (style: FaceStyle | undefined) => {
    const family = typeof style?.fontFamily === "string" ? style.fontFamily : undefined;
    const weight = typeof style?.fontWeight === "number" ? style.fontWeight : 400;
    const { warning: _warning, ...face } = resolveFont(family, weight, style?.italic === true);
    faces.set(face.file, face);
  };
  // A text without a style (and a new element in the designer) is measured in the default face.
  add(undefined);
  if (opts.watermark) add(WATERMARK_STYLE);
  const visit = (elements: unknown) => {
    if (!Array.isArray(elements)) return;
    for (const el of elements) {
      if (typeof el !== "object" || el === null || typeof el.type !== "string" || !Object.hasOwn(ENGINE_ELEMENTS, el.type)) continue;
      ENGINE_ELEMENTS[el.type as keyof typeof ENGINE_ELEMENTS].faces(el, add, visit);
    }
  };
  for (const page of Array.isArray(doc?.pages) ? doc.pages : []) visit((page as { elements?: unknown }).elements);
  return [...faces.values()];
}
