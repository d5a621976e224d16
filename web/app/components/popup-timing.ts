import { flip, offset, shift } from "@floating-ui/react";

// docs/product.md §9, "Tooltip defaults" … "locked for 1 s": the numbers every popup of the kit uses.
export const TOOLTIP = { placement: "top", showDelayMs: 200, hideDelayMs: 0, distancePx: 5, disposeMs: 150 } as const;
export const DROPDOWN = { placement: "bottom", distancePx: 8 } as const;
/** A context menu opens beside the point it was asked for, the way desktop menus do. */
export const CONTEXT_MENU = { placement: "right-start", distancePx: 2 } as const;
export const MENU = { placement: "bottom-start", hideDelayMs: 400, aimLockMs: 1000, distancePx: 8 } as const;
/** A touch that moves less than this is a tap; a longer one is a scroll or a drag. */
export const TAP_SLOP_PX = 20;
/** Keeps popups clear of the viewport's edges when they flip or shift. */
export const VIEWPORT_PADDING_PX = 8;

/** Every popup's positioning: `distancePx` from its anchor, flipped to the other side or shifted along it at the viewport's edges. */
export function popupMiddleware(distancePx: number) {
  return [offset(distancePx), flip({ padding: VIEWPORT_PADDING_PX }), shift({ padding: VIEWPORT_PADDING_PX })];
}
