import type { Engine } from "@paperjet/engine";
import type { TemplateDocument } from "@paperjet/template";
import { editViewDocument } from "./edit-view.ts";

export interface RenderInput {
  engine: Engine;
  document: TemplateDocument;
  page: number;
  data: Record<string, unknown>;
  images: Record<string, string>;
  /** Elements the example data hides (`hiddenByData`), drawn faded. */
  hidden?: ReadonlyMap<string, string>;
}

/**
 * One template page's elements painted where they were designed (edit-view.ts). `only` paints just
 * those on a transparent layer (a gesture's moving elements, every frame); `without` leaves them out.
 * A layer over another paint needs its own `idPrefix` (PaintOptions).
 */
export function renderEditPage(
  input: RenderInput,
  filter: { only?: ReadonlySet<string>; without?: ReadonlySet<string>; idPrefix?: string } = {},
): { svg: string; warnings: string[] } {
  const doc = editViewDocument(input.document, input.page, filter, input.hidden);
  try {
    const laid = input.engine.layout(doc, input.data, { images: input.images });
    const page = laid.pages[0];
    if (!page) return { svg: "", warnings: laid.warnings };
    // A layer drawn over another page must not cover it with the painter's white sheet.
    return { svg: input.engine.paint(page, { sheet: !filter.only, idPrefix: filter.idPrefix }), warnings: laid.warnings };
  } catch (error) {
    return { svg: "", warnings: [(error as Error).message] };
  }
}
