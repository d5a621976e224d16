import type { Page } from "playwright-core";

/**
 * Drags an element of the designer's canvas with one synthetic pointermove per animation frame and
 * measures, with `performance.now()` in the page, the work of each frame (pointermove → store → React →
 * style and layout of what moved), the intervals between frames and the drop. Shared by the designer
 * bench and the browser test that reports the drag's p95 on a 7-page document.
 */
export function measureDrag(page: Page, elementId: string, frames = 240): Promise<{ work: number[]; intervals: number[]; drop: number }> {
  return page.evaluate(
    async ({ id, frames }) => {
      const overlay = document.querySelector<SVGSVGElement>('[data-testid="canvas-overlay"]')!;
      const target = overlay.querySelector<SVGRectElement>(`[data-element-id="${id}"][data-occurrence="0"]`)!;
      target.scrollIntoView({ block: "center" });
      const r = target.getBoundingClientRect();
      const start = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      const fire = (el: Element, type: string, x: number, y: number) =>
        el.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            clientX: x,
            clientY: y,
            pointerId: 1,
            button: 0,
            buttons: type === "pointerup" ? 0 : 1,
            isPrimary: true,
            pointerType: "mouse",
          }),
        );
      fire(target, "pointerdown", start.x, start.y);
      const work: number[] = [];
      const intervals: number[] = [];
      let last = 0;
      await new Promise<void>((resolve) => {
        let frame = 0;
        const step = (now: number) => {
          if (last) intervals.push(now - last);
          last = now;
          if (frame === frames) return resolve();
          const t0 = performance.now();
          fire(overlay, "pointermove", start.x + 4 + frame * 1.5, start.y + 2 + frame * 0.8);
          // React flushes the store's update in a microtask queued during the dispatch; measure after it,
          // with the style and layout of what the move changed.
          queueMicrotask(() =>
            queueMicrotask(() => {
              document.querySelector('[data-testid="live-layer"]')?.getBoundingClientRect();
              overlay.getBoundingClientRect();
              work.push(performance.now() - t0);
            }),
          );
          frame += 1;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      const t0 = performance.now();
      fire(overlay, "pointerup", start.x + 4 + frames * 1.5, start.y + 2 + frames * 0.8);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const drop = performance.now() - t0;
      return { work, intervals, drop };
    },
    { id: elementId, frames },
  );
}

export const p95 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(v.length * 0.95))]!;
