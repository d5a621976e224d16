import type { SignatureFieldElement } from "@paperjet/template";
import type { LayoutContext, Scope } from "../../layout/context.ts";
import { decoration, fieldName } from "../../layout/decorate.ts";
import type { LaidOutSignatureField } from "../../layout/types.ts";
import { nothingInside, single, type EngineElementDefinition } from "../definition.ts";

function layoutSignatureField(el: SignatureFieldElement, scope: Scope, ctx: LayoutContext, x: number): LaidOutSignatureField {
  return {
    kind: "signatureField",
    id: el.id,
    x,
    y: 0,
    width: el.width,
    height: el.height,
    name: fieldName(el, scope, ctx),
    ...decoration(el),
  };
}

/** An empty place to sign: its frame is the design's background and border; the PDF field holds the signature. */
export const signatureFieldElement: EngineElementDefinition<"signatureField"> = {
  faces: () => {},
  layout: (el, scope, ctx, x) => single(layoutSignatureField(el, scope, ctx, x)),
  paint: () => {},
  formField: (box) => ({ kind: "signature", name: box.name, x: box.x, y: box.y, width: box.width, height: box.height }),
  ...nothingInside,
};
