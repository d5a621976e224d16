import QRCode from "qrcode";
import type { QrCodeElement } from "@paperjet/template";
import { renderText, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration, figure } from "../../layout/decorate.ts";
import type { LaidOutQrCode } from "../../layout/types.ts";

export function layoutQrCode(el: QrCodeElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutQrCode {
  const value = renderText(ctx, el.value, scope, el.id);
  const box: LaidOutQrCode = {
    kind: "qrcode",
    id: el.id,
    x,
    y,
    width: el.width,
    height: el.height,
    size: 0,
    modules: "",
    color: el.color ?? "#000000",
    ...decoration(el),
    ...figure(el, scope, ctx),
  };
  if (!value) {
    ctx.warnings.push(`${el.id}: QR code value is empty`);
    return box;
  }
  try {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: el.errorCorrection });
    box.size = modules.size;
    box.modules = Array.from(modules.data, (bit) => (bit ? "1" : "0")).join("");
  } catch (error) {
    ctx.warnings.push(`${el.id}: QR code not drawn: ${(error as Error).message}`);
  }
  return box;
}
