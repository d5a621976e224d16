import { useTranslation } from "react-i18next";
import type { GroupElement } from "@paperjet/template";
import { useDesigner } from "../../designer-context.tsx";
import { ungroupElement } from "../../state/commands.ts";
import { Section, iconButtonClass } from "../../ui/fields.tsx";
import type { PanelProps } from "../panel-props.ts";

export function GroupPanel({ element }: PanelProps<GroupElement>) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  return (
    <Section title={t("elements.group")}>
      <p className="col-span-2 text-xs text-slate-600">{t("hints.group", { count: element.elements.length })}</p>
      <button
        type="button"
        className={`${iconButtonClass} col-span-2 ring-1 ring-slate-300`}
        onClick={() => store.apply(t("history.ungroup"), ungroupElement(element.id))}
      >
        {t("actions.ungroup")}
      </button>
    </Section>
  );
}
