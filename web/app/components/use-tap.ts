import { useRef } from "react";
import { TAP_SLOP_PX } from "./popup-timing";

/**
 * Tap detection for touch (docs/product.md §9): a touch that moves less than 20 px is a tap and may
 * activate; a longer one is a scroll or a drag, and the click the browser may still send after it is
 * swallowed. `onTap` runs for taps only. Mouse and pen input pass through untouched.
 */
export function useTap(onTap?: (event: React.PointerEvent) => void) {
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  return {
    onPointerDown(event: React.PointerEvent) {
      start.current = event.pointerType === "touch" ? { x: event.clientX, y: event.clientY, moved: false } : null;
      swallowClick.current = false;
    },
    onPointerMove(event: React.PointerEvent) {
      const s = start.current;
      if (s && !s.moved && Math.hypot(event.clientX - s.x, event.clientY - s.y) >= TAP_SLOP_PX) s.moved = true;
    },
    onPointerUp(event: React.PointerEvent) {
      const s = start.current;
      if (!s) return;
      start.current = null;
      if (s.moved || Math.hypot(event.clientX - s.x, event.clientY - s.y) >= TAP_SLOP_PX) swallowClick.current = true;
      else onTap?.(event);
    },
    onPointerCancel() {
      // The browser took the touch over as a scroll: whatever follows is not a click.
      if (start.current) swallowClick.current = true;
      start.current = null;
    },
    onClickCapture(event: React.MouseEvent) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
