import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { FormAlert } from "~/components/ui-field";
import { useRootData } from "~/features/auth/use-user";
import { ApiError, apiJson } from "~/utils/api-client";

export const CLOSE_AFTER_SECONDS = 5;

/** docs/product.md §4: after sending, a thank-you and a visible countdown in seconds, then the dialog closes. */
export function SuggestionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("app");
  const csrfToken = useRootData()?.csrfToken;
  const id = useId();
  const [message, setMessage] = useState("");
  const [state, setState] = useState<"editing" | "sending" | "thanks">("editing");
  const [error, setError] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(CLOSE_AFTER_SECONDS);

  useEffect(() => {
    if (!open) {
      setMessage("");
      setState("editing");
      setError(null);
      setSeconds(CLOSE_AFTER_SECONDS);
    }
  }, [open]);

  useEffect(() => {
    if (state !== "thanks") return;
    if (seconds <= 0) {
      onClose();
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [state, seconds, onClose]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setState("sending");
    setError(null);
    try {
      await apiJson("/api/forms/suggestion", { method: "POST", json: { message }, csrfToken, retry: false });
      setState("thanks");
    } catch (problem) {
      if (!(problem instanceof ApiError)) throw problem;
      setState("editing");
      setError(problem.fieldErrors.message?.[0] ?? problem.problem.detail ?? problem.message);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("suggestion.title")}
      description={state === "thanks" ? undefined : t("suggestion.lead")}
      testId="suggestion-dialog"
    >
      {state === "thanks" ? (
        <div role="status" className="space-y-2 text-center">
          <p className="text-base font-medium text-emerald-700">{t("suggestion.thanks")}</p>
          <p className="text-sm text-slate-500" data-testid="suggestion-countdown">
            {t("suggestion.closing", { count: seconds })}
          </p>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {t("suggestion.message")}
            </label>
            <textarea
              id={id}
              name="message"
              rows={5}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={t("suggestion.placeholder")}
              className="mt-1.5 block w-full rounded-lg border-0 px-3 py-2 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-indigo-600 sm:text-sm"
            />
          </div>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t("suggestion.cancel")}
            </Button>
            <Button type="submit" busy={state === "sending"} busyLabel={t("suggestion.sending")}>
              {t("suggestion.send")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
