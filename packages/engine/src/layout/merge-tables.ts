import type { LaidOutBox, LaidOutTable } from "./types.ts";

/** The flow places a table row by row; on each page its consecutive rows become one table box again. */
export function mergeTableFragments(boxes: LaidOutBox[]): LaidOutBox[] {
  const out: LaidOutBox[] = [];
  let open: LaidOutTable | undefined;
  for (const box of boxes) {
    if (box.kind === "table" && open && open.id === box.id && Math.abs(open.y + open.height - box.y) < 1e-6) {
      open.rows.push(...box.rows);
      open.height += box.height;
      continue;
    }
    open = box.kind === "table" ? box : undefined;
    out.push(box);
  }
  return out;
}
