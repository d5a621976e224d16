import type { ChartPrimitive, LaidOutBox, LaidOutText } from "./types.ts";

/** Moves a laid-out box and everything inside it; boxes are built at y = 0 and placed by the flow. */
export function shiftBox(box: LaidOutBox, dx: number, dy: number): void {
  box.x += dx;
  box.y += dy;
  switch (box.kind) {
    case "text":
      shiftText(box, dx, dy);
      break;
    case "table":
      for (const column of box.columns) column.x += dx;
      for (const row of box.rows) {
        row.y += dy;
        for (const cell of row.cells) shiftBox(cell, dx, dy);
      }
      break;
    case "chart":
      for (const p of box.primitives) shiftPrimitive(p, dx, dy);
      break;
    case "group":
      for (const child of box.children) shiftBox(child, dx, dy);
      break;
    default:
      break;
  }
}

function shiftText(box: LaidOutText, dx: number, dy: number) {
  for (const line of box.lines) {
    line.x += dx;
    line.y += dy;
    for (const run of line.runs) run.x += dx;
  }
}

function shiftPrimitive(p: ChartPrimitive, dx: number, dy: number) {
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
      shiftBox(p.text, dx, dy);
      break;
  }
}

/** Chart paths use only absolute commands (M, L, A, Z), so moving them means moving their end points. */
function shiftPath(d: string, dx: number, dy: number): string {
  return d.replace(/([MLA])([^MLAZ]*)/g, (_, cmd: string, args: string) => {
    const n = args.trim().split(/[\s,]+/).map(Number);
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

export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Cuts a box off at page y `bottom` (content taller than a page). */
export function clipBox(box: LaidOutBox, bottom: number): void {
  box.height = Math.max(0, Math.min(box.height, bottom - box.y));
  if (box.kind === "text") box.clip = true;
  if (box.kind === "table") {
    for (const row of box.rows) {
      row.height = Math.max(0, Math.min(row.height, bottom - row.y));
      for (const cell of row.cells) clipBox(cell, bottom);
    }
  }
  if (box.kind === "group") for (const child of box.children) clipBox(child, bottom);
}
