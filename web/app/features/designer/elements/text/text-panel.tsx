import { useTranslation } from "react-i18next";
import { TEXT_ROLES, type TextElement } from "@paperjet/template";
import { useDesigner } from "../../designer-context.tsx";
import { ExpressionField, Section, SelectField, iconButtonClass } from "../../ui/fields.tsx";
import type { PanelProps } from "../panel-props.ts";
import { RunsEditor } from "./runs-editor.tsx";
import { StyleFields } from "./style-fields.tsx";

export function TextPanel({ element, update }: PanelProps<TextElement>) {
  const { t } = useTranslation("designer");
  const { textCursor } = useDesigner();
  const remember = (el: HTMLTextAreaElement | HTMLInputElement) => {
    textCursor.current = { elementId: element.id, start: el.selectionStart ?? el.value.length, end: el.selectionEnd ?? el.value.length };
  };
  return (
    <>
      <Section title={t("elements.text")}>
        <p className="col-span-2 text-xs text-slate-500" data-testid="inline-text-hint">
          {t("inlineText.hint")}
        </p>
        {element.runs ? (
          <>
            <RunsEditor
              element={{ ...element, runs: element.runs }}
              onChange={(runs, field) => update({ runs }, `${element.id}.runs.${field}`)}
            />
            <button
              type="button"
              data-testid="rich-off"
              onClick={() => update({ text: element.runs!.map((r) => r.text).join(""), runs: undefined })}
              className={`${iconButtonClass} col-span-2 h-8 text-sm ring-1 ring-slate-200`}
            >
              {t("rich.off")}
            </button>
          </>
        ) : (
          <>
            {/* Remembers the caret of the text field inside, for "make the selection rich"; not a control itself. */}
            {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
            <div
              className="col-span-2"
              onKeyUp={(e) => remember(e.target as unknown as HTMLTextAreaElement)}
              onMouseUp={(e) => remember(e.target as unknown as HTMLTextAreaElement)}
              onBlur={(e) => remember(e.target as unknown as HTMLTextAreaElement)}
            >
              <ExpressionField
                label={t("fields.text")}
                kind="text"
                multiline
                value={element.text}
                onChange={(text) => update({ text }, `${element.id}.text`)}
                testId="prop-text"
              />
              <p className="mt-1 text-xs text-slate-500">
                {t("hints.textExpressions", { example: "{{ customer.name }} · {{ page }}/{{ pages }}" })}
              </p>
            </div>
            <button
              type="button"
              data-testid="rich-on"
              onClick={() => update({ runs: [{ text: element.text }] })}
              className={`${iconButtonClass} col-span-2 h-8 text-sm ring-1 ring-slate-200`}
            >
              {t("rich.on")}
            </button>
          </>
        )}
        <SelectField
          label={t("fields.fit")}
          wide
          value={element.grow ? "grow" : element.fit}
          options={[
            { value: "grow", label: t("fit.grow") },
            { value: "shrink", label: t("fit.shrink") },
            { value: "clip", label: t("fit.clip") },
          ]}
          onChange={(mode) => update(mode === "grow" ? { grow: true, fit: "clip" } : { grow: undefined, fit: mode })}
          testId="prop-fit"
        />
        <SelectField
          label={t("fields.textRole")}
          wide
          value={element.role ?? "paragraph"}
          options={TEXT_ROLES.map((role) => ({ value: role, label: t(`textRole.${role}`) }))}
          onChange={(role) => update({ role: role === "paragraph" ? undefined : role })}
          testId="prop-text-role"
        />
      </Section>
      <Section title={t("panels.typography")}>
        <StyleFields style={element.style ?? {}} onChange={(style, field) => update({ style }, `${element.id}.style.${field}`)} />
      </Section>
    </>
  );
}
