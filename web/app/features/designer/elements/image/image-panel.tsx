import { useTranslation } from "react-i18next";
import type { ImageElement } from "@paperjet/template";
import { CheckboxField, ExpressionField, NumberField, Section, SelectField } from "../../ui/fields.tsx";
import { AltTextField } from "../common/alt-text-field.tsx";
import type { PanelProps } from "../panel-props.ts";
import { MediaLibrary } from "../../panels/media-library.tsx";

type Filters = NonNullable<ImageElement["filters"]>;

export function ImagePanel({ element, update }: PanelProps<ImageElement>) {
  const { t } = useTranslation("designer");
  const key = (f: string) => `${element.id}.${f}`;
  const filters = element.filters ?? {};
  const setFilter = <K extends keyof Filters>(name: K, value: Filters[K] | undefined) => {
    const next = { ...filters, [name]: value };
    if (value === undefined) delete next[name];
    update({ filters: Object.keys(next).length ? next : undefined }, key(`filters.${name}`));
  };
  const crop = element.crop;
  const pct = (v: number) => Math.round(v * 1000) / 10;
  const setCrop = (patch: Partial<NonNullable<ImageElement["crop"]>>) => {
    const next = { x: 0, y: 0, width: 1, height: 1, ...crop, ...patch };
    next.width = Math.min(next.width, 1 - next.x);
    next.height = Math.min(next.height, 1 - next.y);
    update({ crop: next }, key("crop"));
  };
  return (
    <>
      <Section title={t("elements.image")}>
        <div className="col-span-2">
          <MediaLibrary selected={element.src} onPick={(src) => update({ src })} compact />
        </div>
        <ExpressionField
          label={t("fields.imageSource")}
          kind="text"
          value={element.src}
          onChange={(src) => src && update({ src }, key("src"))}
          testId="prop-image-src"
        />
        <p className="col-span-2 text-xs text-slate-500">{t("hints.imageSource", { example: "{{ }}" })}</p>
        <SelectField
          label={t("fields.imageFit")}
          wide
          value={element.fit}
          options={(["contain", "cover", "fill"] as const).map((f) => ({ value: f, label: t(`imageFit.${f}`) }))}
          onChange={(fit) => update({ fit })}
          testId="prop-image-fit"
        />
        <AltTextField id={element.id} alt={element.alt} update={update} warnWhenEmpty />
      </Section>
      <Section title={t("panels.crop")}>
        <CheckboxField
          label={t("fields.cropOn")}
          checked={crop !== undefined}
          onChange={(on) => update({ crop: on ? { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } : undefined })}
          testId="prop-crop"
        />
        <p className="col-span-2 text-xs text-slate-500">{t("hints.cropOnCanvas")}</p>
        {crop ? (
          <>
            <NumberField
              label={t("fields.cropLeft")}
              unit="%"
              min={0}
              max={99}
              step={1}
              value={pct(crop.x)}
              onChange={(v) => setCrop({ x: (v ?? 0) / 100 })}
            />
            <NumberField
              label={t("fields.cropTop")}
              unit="%"
              min={0}
              max={99}
              step={1}
              value={pct(crop.y)}
              onChange={(v) => setCrop({ y: (v ?? 0) / 100 })}
            />
            <NumberField
              label={t("fields.cropWidth")}
              unit="%"
              min={1}
              max={100}
              step={1}
              value={pct(crop.width)}
              onChange={(v) => setCrop({ width: (v ?? 100) / 100 })}
            />
            <NumberField
              label={t("fields.cropHeight")}
              unit="%"
              min={1}
              max={100}
              step={1}
              value={pct(crop.height)}
              onChange={(v) => setCrop({ height: (v ?? 100) / 100 })}
            />
          </>
        ) : null}
      </Section>
      <Section title={t("panels.filters")}>
        <NumberField
          label={t("filters.grayscale")}
          unit="%"
          min={0}
          max={100}
          step={5}
          value={pct(filters.grayscale ?? 0)}
          onChange={(v) => setFilter("grayscale", v ? v / 100 : undefined)}
          testId="prop-filter-grayscale"
        />
        <NumberField
          label={t("filters.sepia")}
          unit="%"
          min={0}
          max={100}
          step={5}
          value={pct(filters.sepia ?? 0)}
          onChange={(v) => setFilter("sepia", v ? v / 100 : undefined)}
        />
        <NumberField
          label={t("filters.brightness")}
          unit="%"
          min={0}
          max={300}
          step={5}
          value={pct(filters.brightness ?? 1)}
          onChange={(v) => setFilter("brightness", v === undefined || v === 100 ? undefined : v / 100)}
        />
        <NumberField
          label={t("filters.contrast")}
          unit="%"
          min={0}
          max={300}
          step={5}
          value={pct(filters.contrast ?? 1)}
          onChange={(v) => setFilter("contrast", v === undefined || v === 100 ? undefined : v / 100)}
        />
        <NumberField
          label={t("filters.blur")}
          unit="mm"
          min={0}
          max={20}
          step={0.1}
          value={filters.blur ?? 0}
          onChange={(v) => setFilter("blur", v || undefined)}
        />
      </Section>
    </>
  );
}
