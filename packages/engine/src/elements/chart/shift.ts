import type { ChartPrimitive, LaidOutBox } from "../../layout/types.ts";
import { round } from "../../layout/round.ts";

export function shiftPrimitive(p: ChartPrimitive, dx: number, dy: number, shiftChild: (box: LaidOutBox, dx: number, dy: number) => void) {
  switch (p.kind) {
    case "rect":
      p.x += dx;
      p.y += dy;
      break;
    case "line":
      p.x1 += dx;
      p.x2 += dx;
      p.y1 += dy;
      p.y2 += dy;
      break;
    case "polyline":
      p.points = p.points.map(([x, y]) => [x + dx, y + dy]);
      break;
    case "circle":
      p.cx += dx;
      p.cy += dy;
      break;
    case "path":
      p.d = shiftPath(p.d, dx, dy);
      break;
    case "text":
      shiftChild(p.text, dx, dy);
      break;
  }
}

/** Chart paths use only absolute commands (M, L, A, Z), so moving them means moving their end points. */
function shiftPath(d: string, dx: number, dy: number): string {
  return d.replace(/([MLA])([^MLAZ]*)/g, (_, cmd: string, args: string) => {
    const n = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (cmd === "A") {
      n[5] += dx;
      n[6] += dy;
    } else {
      n[0] += dx;
      n[1] += dy;
    }
    return `${cmd}${n.map(round).join(" ")}`;
  });
}
