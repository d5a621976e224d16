import { useState, type FormEvent } from "react";
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { Dropdown } from "~/components/ui-dropdown";
import { MenuHeader, MenuItem, MenuSeparator } from "~/components/ui-menu-items";
import { Field, FormAlert } from "~/components/ui-field";
import { useRootData } from "~/features/auth/use-user";
import { ApiError, apiJson } from "~/utils/api-client";
import { useLocalizedPath } from "~/utils/use-locale";
import type { WorkspaceRole } from "./permissions";

export interface SwitcherWorkspace {
  id: string;
  name: string;
  role: WorkspaceRole;
  current: boolean;
}

/**
 * The top bar's workspace switcher: the current workspace and the caller's
 * role, every other workspace to switch to, and "create workspace". A switch
 * lands on the dashboard, so nothing of the previous workspace stays on screen.
 */
export function WorkspaceSwitcher({ workspaces }: { workspaces: SwitcherWorkspace[] }) {
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const csrfToken = useRootData()?.csrfToken ?? null;
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = workspaces.find((w) => w.current) ?? workspaces[0];
  if (!current) return null;

  async function switchTo(id: string) {
    setBusy(id);
    setError(null);
    try {
      await apiJson(`/api/workspaces/${id}/switch`, { method: "POST", csrfToken, retry: false });
      navigate(to("/app/dashboard"));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("workspaces.switchFailed"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <Dropdown
        testId="workspace-switcher"
        label={t("workspaces.switcherCurrent", { name: current.name, role: t(`workspaces.roles.${current.role}`) })}
        panelClassName="w-72"
        buttonClassName="flex min-w-0 max-w-[14rem] items-center gap-2 rounded-lg px-2.5 py-1.5 text-left ring-1 ring-inset ring-slate-200 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
        button={
          <>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900" data-testid="current-workspace" title={current.name}>
                {current.name}
              </span>
              <span className="block text-xs text-slate-500">
                {busy ? t("workspaces.switching") : t(`workspaces.roles.${current.role}`)}
              </span>
            </span>
            <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-400" fill="currentColor" aria-hidden="true">
              <path d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z" />
            </svg>
          </>
        }
      >
        <MenuHeader>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("workspaces.yourWorkspaces")}</p>
        </MenuHeader>
        {workspaces.map((workspace) => (
          <MenuItem
            key={workspace.id}
            disabled={busy !== null}
            onSelect={workspace.current ? undefined : () => void switchTo(workspace.id)}
            testId="workspace-option"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900" title={workspace.name}>
                {workspace.name}
              </span>
              <span className="block text-xs text-slate-500">
                {t(`workspaces.roles.${workspace.role}`)}
                {workspace.current ? <span className="sr-only">, {t("workspaces.currentMarker")}</span> : null}
              </span>
            </span>
            {workspace.current ? (
              <svg viewBox="0 0 20 20" className="mt-1 h-4 w-4 text-indigo-600" fill="currentColor" aria-hidden="true">
                <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 011.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" />
              </svg>
            ) : null}
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem onSelect={() => setCreating(true)} testId="create-workspace">
          <span className="font-medium text-indigo-700">{t("workspaces.create")}</span>
        </MenuItem>
      </Dropdown>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

function CreateWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const csrfToken = useRootData()?.csrfToken ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ name?: string; form?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    setBusy(true);
    setError({});
    try {
      await apiJson("/api/workspaces", { method: "POST", json: { name }, csrfToken, retry: false });
      onClose();
      navigate(to("/app/dashboard"));
    } catch (failure) {
      if (failure instanceof ApiError)
        setError({ name: failure.fieldErrors.name?.[0], form: failure.fieldErrors.name ? undefined : failure.message });
      else setError({ form: t("workspaces.createFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("workspaces.createTitle")}
      description={t("workspaces.createLead")}
      testId="create-workspace-dialog"
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {error.form ? <FormAlert>{error.form}</FormAlert> : null}
        <Field label={t("workspaces.name")} name="name" maxLength={100} error={error.name} autoFocus required />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("workspaces.cancel")}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t("workspaces.creating")}>
            {t("workspaces.createSubmit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
