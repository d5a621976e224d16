import type { SignatureFieldElement } from "@paperjet/template";
import type { LayoutContext, Scope } from "../../layout/context.ts";
import { decoration, fieldName } from "../../layout/decorate.ts";
import type { LaidOutSignatureField } from "../../layout/types.ts";
import { SIGNATURE_STYLE } from "../../layout/signature-style.ts";
import { single, type EngineElementDefinition } from "../definition.ts";

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

/**
 * A place to sign: its frame is the design's background and border; the PDF field holds the signature.
 * In the field a signed document is signed in, the signature's text (`signed`) is painted.
 */
export const signatureFieldElement: EngineElementDefinition<"signatureField"> = {
  rasterSafe: true,
  // The face of a visible signature's text: any signature field may be the one signed.
  faces: (_el, add) => add(SIGNATURE_STYLE),
  layout: (el, scope, ctx, x) => single(layoutSignatureField(el, scope, ctx, x)),
  paint: (parent, box, ctx) => box.signed && ctx.paintBox(parent, box.signed),
  formField: (box) => ({ kind: "signature", name: box.name, x: box.x, y: box.y, width: box.width, height: box.height }),
  shift: (box, dx, dy, shiftChild) => box.signed && shiftChild(box.signed, dx, dy),
  clip: () => {},
};
