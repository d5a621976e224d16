import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { Element } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { elementLabel } from "../elements/element-label.ts";
import { BehaviourPanel, GeometryPanel } from "../elements/common/common-panel.tsx";
import { designerElement } from "../elements/registry.ts";
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
  const update = (patch: Partial<Element>, mergeKey?: string) =>
    store.apply(t("history.edit", { what: elementLabel(element, t) }), updateElement(element.id, patch), { mergeKey });
  return (
    <div data-testid="properties" data-element-id={element.id}>
      <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800">{elementLabel(element, t)}</h2>
      <TypePanel element={element} update={update} />
      <GeometryPanel element={element} update={update} />
      <BehaviourPanel element={element} update={update} />
    </div>
  );
}

/** The selected type's own panel, from the designer registry. */
function TypePanel({ element, update }: { element: Element; update: (patch: Partial<Element>, mergeKey?: string) => void }) {
  const { Panel } = designerElement(element.type) as { Panel: ComponentType<{ element: Element; update: typeof update }> };
  return <Panel element={element} update={update} />;
}
