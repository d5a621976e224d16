import { useTranslation } from "react-i18next";
import type { Element } from "@paperjet/template";
import { elementLabel, useDesigner } from "../designer-context.tsx";
import { BehaviourPanel, GeometryPanel } from "../elements/common/common-panel.tsx";
import { ChartPanel } from "../elements/chart/chart-panel.tsx";
import { GroupPanel } from "../elements/group/group-panel.tsx";
import { ImagePanel } from "../elements/image/image-panel.tsx";
import { QrCodePanel } from "../elements/qrcode/qrcode-panel.tsx";
import { ShapePanel } from "../elements/shape/shape-panel.tsx";
import { TablePanel } from "../elements/table/table-panel.tsx";
import { TextPanel } from "../elements/text/text-panel.tsx";
import { findElement } from "../state/element-tree.ts";
import { updateElement } from "../state/commands.ts";
import type { TemplateDocument } from "@paperjet/template";
import { PagePanel } from "./page-panel.tsx";

/** The right sidebar: the selected element's properties, or the page's paper settings. */
export function PropertiesPanel({ document, selection, page }: { document: TemplateDocument; selection: readonly string[]; page: number }) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  if (selection.length === 0) return <PagePanel document={document} page={page} />;
  if (selection.length > 1) {
    return (
      <div className="px-4 py-3 text-sm text-slate-600" data-testid="multi-selection">
        {t("panels.multiSelection", { count: selection.length })}
      </div>
    );
  }
  const element = findElement(document, selection[0]!);
  if (!element) return null;
  const update = (patch: Partial<Element>, mergeKey?: string) => store.apply(t("history.edit", { what: elementLabel(element, t) }), updateElement(element.id, patch), { mergeKey });
  return (
    <div data-testid="properties" data-element-id={element.id}>
      <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800">{elementLabel(element, t)}</h2>
      {element.type === "text" ? <TextPanel element={element} update={update} /> : null}
      {element.type === "image" ? <ImagePanel element={element} update={update} /> : null}
      {element.type === "shape" ? <ShapePanel element={element} update={update} /> : null}
      {element.type === "table" ? <TablePanel element={element} update={update} /> : null}
      {element.type === "chart" ? <ChartPanel element={element} update={update} /> : null}
      {element.type === "qrcode" ? <QrCodePanel element={element} update={update} /> : null}
      {element.type === "group" ? <GroupPanel element={element} update={update} /> : null}
      <GeometryPanel element={element} update={update} />
      <BehaviourPanel element={element} update={update} />
    </div>
  );
}
