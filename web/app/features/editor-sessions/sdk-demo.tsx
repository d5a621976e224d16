import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { mount, type Designer } from "@paperjet/designer-sdk";
import { Button } from "~/components/ui-button";
import { apiJson } from "~/utils/api-client";

const MAX_LOG = 8;

/** The live demo: the SDK mounting a sandbox session of a sample template, with its events as they arrive. */
export function SdkDemo() {
  const { t } = useTranslation("site");
  const container = useRef<HTMLDivElement>(null);
  const designer = useRef<Designer | null>(null);
  const [state, setState] = useState<"idle" | "starting" | "running" | "failed">("idle");
  const [log, setLog] = useState<string[]>([]);
  const [busy, setBusy] = useState<"save" | "preview" | null>(null);
  const note = (line: string) => setLog((lines) => [line, ...lines].slice(0, MAX_LOG));
  useEffect(() => () => designer.current?.destroy(), []);

  const newSession = async () => (await apiJson<{ url: string }>("/api/editor-sessions/demo", { method: "POST", retry: false })).url;

  async function start() {
    setState("starting");
    try {
      const sessionUrl = await newSession();
      designer.current = mount(container.current!, {
        sessionUrl,
        title: t("sdk.demo.frameTitle"),
        onReady: () => {
          setState("running");
          note("ready");
        },
        onChange: ({ dirty }) => note(`change { dirty: ${dirty} }`),
        onSave: ({ version }) => note(`save { version: ${version} }`),
        onSelection: ({ elementIds }) => note(`selection [${elementIds.length}]`),
        onError: ({ code }) => note(`error { code: "${code}" }`),
        onSessionExpired: ({ reason }) => {
          note(`sessionExpired { reason: "${reason}" }`);
          return newSession();
        },
      });
    } catch {
      setState("failed");
    }
  }

  async function run(what: "save" | "preview") {
    setBusy(what);
    try {
      if (what === "save") await designer.current!.save();
      else window.open(URL.createObjectURL(await designer.current!.preview()), "_blank", "noopener");
    } catch (error) {
      note(`${what} → ${(error as Error).message}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="sdk-demo">
      <div className="flex flex-wrap items-center gap-3">
        {state === "running" ? (
          <>
            <Button onClick={() => void run("save")} busy={busy === "save"} data-testid="sdk-demo-save">
              {t("sdk.demo.save")}
            </Button>
            <Button variant="secondary" onClick={() => void run("preview")} busy={busy === "preview"}>
              {t("sdk.demo.preview")}
            </Button>
          </>
        ) : (
          <Button onClick={() => void start()} busy={state === "starting"} busyLabel={t("sdk.demo.starting")} data-testid="sdk-demo-start">
            {t("sdk.demo.start")}
          </Button>
        )}
        <p className="text-sm text-slate-500">{t("sdk.demo.sandbox")}</p>
      </div>
      {state === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t("sdk.demo.failed")}
        </p>
      ) : null}
      <div
        ref={container}
        className={state === "idle" || state === "failed" ? "hidden" : "mt-4 h-[720px] overflow-hidden rounded-xl ring-1 ring-slate-200"}
      />
      {log.length ? (
        <div className="mt-3">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("sdk.demo.events")}</h3>
          <ol className="mt-1 font-mono text-xs text-slate-700" aria-live="polite" data-testid="sdk-demo-events">
            {log.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
