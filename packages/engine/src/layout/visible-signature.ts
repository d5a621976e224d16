import type { FontSet } from "../fonts/font-set.ts";
import { layoutTextBlock } from "../text/text-block.ts";
import { eachBox } from "./each-box.ts";
import { SIGNATURE_STYLE } from "./signature-style.ts";
import type { LaidOutPage, LaidOutSignatureField } from "./types.ts";

/** mm between the field's frame and the signature's text. */
const PADDING = 1.5;

/**
 * Writes the signature's text into the signature field it will be shown in: the one named `field`, else
 * the first in page order, the order the printer adds fields in and the signer looks for them.
 */
export function showSignature(fonts: FontSet, pages: LaidOutPage[], signature: { field?: string; text: string }, warnings: string[]) {
  let target: LaidOutSignatureField | undefined;
  for (const page of pages) {
    eachBox(page.boxes, (box) => {
      if (!target && box.kind === "signatureField" && (signature.field === undefined || box.name === signature.field)) target = box;
    });
  }
  if (!target) {
    if (signature.field !== undefined) warnings.push(`no signature field named "${signature.field}": the signature is not shown on a page`);
    return;
  }
  target.signed = layoutTextBlock(
    fonts,
    signature.text,
    SIGNATURE_STYLE,
    {
      id: target.id,
      x: target.x + PADDING,
      y: target.y + PADDING,
      width: Math.max(0, target.width - 2 * PADDING),
      height: Math.max(0, target.height - 2 * PADDING),
    },
    { fit: "shrink", warnings },
  );
}
