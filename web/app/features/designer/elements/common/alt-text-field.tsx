import { useTranslation } from "react-i18next";
import { ExpressionField } from "../../ui/fields.tsx";

/**
 * A figure's alternative text (image, chart, QR code, barcode): what a screen reader says for it in the
 * tagged PDF. Empty makes the figure decorative (docs/template-format.md).
 */
export function AltTextField({
  id,
  alt,
  update,
}: {
  id: string;
  alt: string | undefined;
  update: (patch: { alt?: string }, mergeKey?: string) => void;
}) {
  const { t } = useTranslation("designer");
  return (
    <>
      <ExpressionField
        label={t("fields.alt")}
        kind="text"
        value={alt ?? ""}
        onChange={(value) => update({ alt: value.trim() ? value : undefined }, `${id}.alt`)}
        testId="prop-alt"
      />
      <p className="col-span-2 text-xs text-slate-500">{t("hints.alt")}</p>
    </>
  );
}
