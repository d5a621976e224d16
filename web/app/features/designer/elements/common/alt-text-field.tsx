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
  warnWhenEmpty = false,
}: {
  id: string;
  alt: string | undefined;
  update: (patch: { alt?: string }, mergeKey?: string) => void;
  /** An image usually shows something a reader needs: without a text the panel says that it is skipped. */
  warnWhenEmpty?: boolean;
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
      {warnWhenEmpty && !alt ? (
        <p className="col-span-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900" role="status" data-testid="alt-missing">
          {t("hints.altMissing")}
        </p>
      ) : (
        <p className="col-span-2 text-xs text-slate-500">{t("hints.alt")}</p>
      )}
    </>
  );
}
