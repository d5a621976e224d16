import { useTranslation } from "react-i18next";
import { ExpressionField } from "../../ui/fields.tsx";

/** A form field's name in the PDF (text fields, check boxes, signature fields); `{{ }}` tells repeated copies apart. */
export function FieldNameField({
  id,
  field,
  update,
}: {
  id: string;
  field: string;
  update: (patch: { field: string }, mergeKey?: string) => void;
}) {
  const { t } = useTranslation("designer");
  return (
    <>
      <ExpressionField
        label={t("fields.fieldName")}
        kind="text"
        value={field}
        onChange={(value) => update({ field: value }, `${id}.field`)}
        testId="prop-field-name"
      />
      <p className="col-span-2 text-xs text-slate-500">{t("hints.formField")}</p>
    </>
  );
}
