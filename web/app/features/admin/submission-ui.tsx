import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";

/** The "mark handled" / "open again" button of a form submission (page action `intent=handled`). */
export function HandledButton({ id, handled }: { id: string; handled: boolean }) {
  const { t } = useTranslation("app");
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <CsrfInput />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="handled" value={handled ? "false" : "true"} />
      <Button variant={handled ? "secondary" : "primary"} busy={busy}>
        {handled ? t("admin.submissions.reopen") : t("admin.submissions.markHandled")}
      </Button>
    </Form>
  );
}
