import type { CellStyle } from "@paperjet/template";
import type { EngineElementDefinition, FaceStyle } from "../definition.ts";
import { layoutTable, withHeaderDefaults } from "./layout.ts";
import { paintTable } from "./paint.ts";

export const tableElement: EngineElementDefinition<"table"> = {
  rasterSafe: true,
  faces(el, add) {
    add(el.rowStyle as FaceStyle | undefined);
    add(withHeaderDefaults(el.headerStyle as CellStyle | undefined));
  },
  layout: layoutTable,
  paint: paintTable,
  shift(box, dx, dy, shiftChild) {
    for (const column of box.columns) column.x += dx;
    for (const row of box.rows) {
      row.y += dy;
      for (const cell of row.cells) shiftChild(cell, dx, dy);
    }
  },
  clip(box, bottom, clipChild) {
    for (const row of box.rows) {
      row.height = Math.max(0, Math.min(row.height, bottom - row.y));
      for (const cell of row.cells) clipChild(cell, bottom);
    }
  },
};
