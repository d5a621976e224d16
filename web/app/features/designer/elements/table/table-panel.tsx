import { useTranslation } from "react-i18next";
import type { CellStyle, TableColumn, TableElement } from "@paperjet/template";
import { Tooltip } from "~/components/ui-tooltip";
import {
  CheckboxField,
  ColorField,
  ExpressionField,
  NumberField,
  Section,
  SelectField,
  TextField,
  iconButtonClass,
} from "../../ui/fields.tsx";
import { useListSources } from "../list-sources.ts";
import type { PanelProps } from "../panel-props.ts";
import { StyleFields } from "../text/style-fields.tsx";

export function TablePanel({ element, update }: PanelProps<TableElement>) {
  const { t } = useTranslation("designer");
  const lists = useListSources();
  const setColumn = (index: number, patch: Partial<TableColumn>, field?: string) =>
    update(
      { columns: element.columns.map((c, i) => (i === index ? { ...c, ...patch } : c)) },
      field && `${element.id}.columns.${index}.${field}`,
    );
  const move = (index: number, by: number) => {
    const columns = element.columns.slice();
    const [c] = columns.splice(index, 1);
    columns.splice(index + by, 0, c!);
    update({ columns });
  };
  return (
    <>
      <Section title={t("elements.table")}>
        <ExpressionField
          label={t("fields.dataSource")}
          kind="expr"
          value={element.each}
          onChange={(each) => update({ each }, `${element.id}.each`)}
          placeholder="items"
          suggestions={lists}
          testId="prop-table-each"
        />
        <p className="col-span-2 text-xs text-slate-500">{t("hints.tableRow")}</p>
        <ColorField
          label={t("fields.stripe")}
          value={element.stripe}
          onChange={(stripe) => update({ stripe }, `${element.id}.stripe`)}
          wide
          testId="prop-table-stripe"
        />
        <CheckboxField
          label={t("fields.repeatHeader")}
          checked={element.repeatHeader}
          onChange={(repeatHeader) => update({ repeatHeader })}
        />
      </Section>
      <Section title={t("panels.columns")}>
        {element.columns.map((column, i) => (
          <fieldset key={i} className="col-span-2 grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2" data-testid="table-column">
            <legend className="px-1 text-xs font-medium text-slate-600">{t("fields.column", { n: i + 1 })}</legend>
            <TextField
              label={t("fields.header")}
              value={column.header}
              onChange={(header) => setColumn(i, { header }, "header")}
              wide
              testId={`column-${i}-header`}
            />
            <ExpressionField
              label={t("fields.value")}
              kind="text"
              value={column.value}
              onChange={(value) => setColumn(i, { value }, "value")}
              testId={`column-${i}-value`}
            />
            <NumberField
              label={t("fields.width")}
              unit="mm"
              min={1}
              value={column.width}
              onChange={(width) => width && setColumn(i, { width }, "width")}
              testId={`column-${i}-width`}
            />
            <SelectField
              label={t("fields.align")}
              value={column.align ?? "left"}
              options={(["left", "center", "right"] as const).map((a) => ({ value: a, label: t(`align.${a}`) }))}
              onChange={(align) => setColumn(i, { align: align === "left" ? undefined : align })}
            />
            <div className="col-span-2 flex gap-1">
              <Tooltip label={t("actions.columnLeft", { n: i + 1 })}>
                <button
                  type="button"
                  className={iconButtonClass}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t("actions.columnLeft", { n: i + 1 })}
                >
                  ←
                </button>
              </Tooltip>
              <Tooltip label={t("actions.columnRight", { n: i + 1 })}>
                <button
                  type="button"
                  className={iconButtonClass}
                  disabled={i === element.columns.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t("actions.columnRight", { n: i + 1 })}
                >
                  →
                </button>
              </Tooltip>
              <button
                type="button"
                className={`${iconButtonClass} ml-auto text-red-700`}
                disabled={element.columns.length === 1}
                onClick={() => update({ columns: element.columns.filter((_, j) => j !== i) })}
              >
                {t("actions.removeColumn")}
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          data-testid="add-column"
          className={`${iconButtonClass} col-span-2 ring-1 ring-slate-300`}
          onClick={() =>
            update({
              columns: [...element.columns, { header: t("defaults.columnHeader"), value: "", width: 30 }],
              width: element.width + 30,
            })
          }
        >
          {t("actions.addColumn")}
        </button>
      </Section>
      <Section title={t("panels.headerStyle")}>
        <StyleFields<CellStyle>
          style={element.headerStyle ?? {}}
          withCellBackground
          withVertical={false}
          onChange={(headerStyle, f) => update({ headerStyle }, `${element.id}.headerStyle.${f}`)}
        />
      </Section>
      <Section title={t("panels.rowStyle")}>
        <StyleFields<CellStyle>
          style={element.rowStyle ?? {}}
          withCellBackground
          withVertical={false}
          onChange={(rowStyle, f) => update({ rowStyle }, `${element.id}.rowStyle.${f}`)}
        />
      </Section>
    </>
  );
}
