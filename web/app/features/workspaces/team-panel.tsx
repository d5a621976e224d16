import { useEffect, useId, useState } from "react";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { DataTable } from "~/components/ui-table";
import { Field, FormAlert } from "~/components/ui-field";
import { CopyButton } from "~/features/api/copy-button";
import { useLocale, useLocalizedPath } from "~/utils/use-locale";
import { formatDate } from "~/utils/format";
import { canAssignRole, WORKSPACE_ROLES, type WorkspaceRole } from "./permissions";
import type { TeamActionResult } from "./team-page.server";

interface Member {
  userId: number;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
  /** Live API keys the member created: revoked with their removal. */
  apiKeys?: Array<{ id: string; name: string; prefix: string }>;
}

interface Invitation {
  id: string;
  email: string;
  role: WorkspaceRole;
  expiresAt: string;
}

export interface TeamPanelProps {
  workspace: { id: string; name: string; role: WorkspaceRole };
  me: number;
  manage: boolean;
  members: Member[] | null;
  invitations: Invitation[] | null;
}

function Notice({ result }: { result: TeamActionResult | undefined }) {
  if (!result?.message) return null;
  return <FormAlert tone={result.ok ? "success" : "error"}>{result.message}</FormAlert>;
}

function RoleSelect({
  name,
  value,
  allowed,
  label,
  onChange,
}: {
  name: string;
  value?: WorkspaceRole;
  allowed: readonly WorkspaceRole[];
  label: string;
  onChange?: (role: WorkspaceRole) => void;
}) {
  const { t } = useTranslation("app");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? "editor"}
        onChange={onChange ? (event) => onChange(event.target.value as WorkspaceRole) : undefined}
        className="block w-full rounded-lg border-0 py-2 pl-3 pr-8 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
      >
        {allowed.map((role) => (
          <option key={role} value={role}>
            {t(`workspaces.roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function InviteForm({ role }: { role: WorkspaceRole }) {
  const { t } = useTranslation("app");
  const invite = useFetcher<TeamActionResult>();
  const result = invite.data;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const assignable = WORKSPACE_ROLES.filter((r) => canAssignRole(role, null, r));
  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="invite-heading" className="text-base font-semibold text-slate-900">
        {t("workspaces.inviteHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("workspaces.inviteLead")}</p>
      <invite.Form method="post" noValidate className="mt-5 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <CsrfInput />
        <Field label={t("workspaces.inviteEmail")} name="email" type="email" autoComplete="off" error={errors.email} required />
        <div>
          <span className="block text-sm font-medium text-slate-800" aria-hidden="true">
            {t("workspaces.role")}
          </span>
          <div className="mt-1.5">
            <RoleSelect name="role" allowed={assignable} label={t("workspaces.role")} />
          </div>
          {errors.role ? <p className="mt-1 text-sm text-red-700">{errors.role}</p> : null}
        </div>
        <div className="sm:pt-7">
          <Button type="submit" name="intent" value="invite" busy={invite.state !== "idle"} busyLabel={t("workspaces.inviting")}>
            {t("workspaces.invite")}
          </Button>
        </div>
      </invite.Form>
      <div className="mt-4 space-y-3">
        <Notice result={result} />
        {result?.ok && result.inviteUrl ? (
          <div className="flex items-center gap-2" data-testid="invite-link">
            <code className="min-w-0 flex-1 select-all truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 ring-1 ring-inset ring-slate-200">
              {result.inviteUrl}
            </code>
            <CopyButton text={result.inviteUrl} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function MemberRow({ member, me, actorRole }: { member: Member; me: number; actorRole: WorkspaceRole }) {
  const { t } = useTranslation("app");
  const change = useFetcher<TeamActionResult>();
  const remove = useFetcher<TeamActionResult>({ key: REMOVE_FETCHER });
  // A role picked in the select waits for the dialog's confirmation; so does a removal.
  const [pickedRole, setPickedRole] = useState<WorkspaceRole | null>(null);
  const [removing, setRemoving] = useState(false);
  const self = member.userId === me;
  const editable = !self && canAssignRole(actorRole, member.role, member.role);
  const assignable = WORKSPACE_ROLES.filter((r) => canAssignRole(actorRole, member.role, r));
  const error = change.data && !change.data.ok ? change.data : undefined;
  const done = change.data?.ok ? change.data : undefined;
  useEffect(() => {
    if (change.state === "idle" && change.data) setPickedRole(null);
  }, [change.state, change.data]);
  useEffect(() => {
    if (remove.state === "idle" && remove.data?.ok) setRemoving(false);
  }, [remove.state, remove.data]);
  const keys = member.apiKeys ?? [];
  return (
    <tr data-testid="member-row" data-email={member.email}>
      <td className="py-3 pr-3">
        <p className="font-medium text-slate-900">
          {member.name} {self ? <span className="text-xs font-normal text-slate-500">({t("workspaces.you")})</span> : null}
        </p>
        <p className="text-slate-500">{member.email}</p>
        {error?.message ? (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {error.message}
          </p>
        ) : null}
        {done?.message ? (
          <p className="mt-1 text-sm text-emerald-700" role="status" data-testid="member-outcome">
            {done.message}
          </p>
        ) : null}
      </td>
      <td className="py-3 pr-3">
        {editable ? (
          <RoleSelect
            name="role"
            value={member.role}
            allowed={assignable}
            label={t("workspaces.roleOf", { name: member.name })}
            onChange={(role) => setPickedRole(role)}
          />
        ) : (
          <span data-testid="member-role">{t(`workspaces.roles.${member.role}`)}</span>
        )}
        <Dialog
          open={pickedRole !== null}
          onClose={() => setPickedRole(null)}
          title={t("workspaces.confirmRoleTitle", { name: member.name })}
          testId="confirm-role"
        >
          <p className="mt-3 text-sm text-slate-700">
            {pickedRole === "owner"
              ? t("workspaces.confirmOwner", { name: member.name })
              : t("workspaces.confirmRole", {
                  name: member.name,
                  from: t(`workspaces.roles.${member.role}`),
                  to: pickedRole ? t(`workspaces.roles.${pickedRole}`) : "",
                })}
          </p>
          <change.Form method="post" className="mt-5 flex justify-end gap-3">
            <CsrfInput />
            <input type="hidden" name="intent" value="change-role" />
            <input type="hidden" name="userId" value={member.userId} />
            <input type="hidden" name="name" value={member.name} />
            <input type="hidden" name="role" value={pickedRole ?? ""} />
            <Button type="button" variant="secondary" onClick={() => setPickedRole(null)}>
              {t("workspaces.cancel")}
            </Button>
            <Button type="submit" busy={change.state !== "idle"}>
              {t("workspaces.confirmRoleButton")}
            </Button>
          </change.Form>
        </Dialog>
      </td>
      <td className="py-3 text-right">
        {editable ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => setRemoving(true)}
            aria-label={t("workspaces.removeMember", { name: member.name })}
          >
            {t("workspaces.remove")}
          </Button>
        ) : null}
        <Dialog
          open={removing}
          onClose={() => setRemoving(false)}
          title={t("workspaces.removeMember", { name: member.name })}
          testId="confirm-remove"
        >
          <div className="mt-3 space-y-3 text-left text-sm text-slate-700">
            {remove.state === "idle" && remove.data && !remove.data.ok && remove.data.message ? (
              <p className="text-red-700" role="alert">
                {remove.data.message}
              </p>
            ) : null}
            <p>{t("workspaces.confirmRemove", { name: member.name })}</p>
            {keys.length ? (
              <>
                <p>{t("workspaces.confirmRemoveKeys", { count: keys.length })}</p>
                <ul className="list-disc pl-5" data-testid="keys-to-revoke">
                  {keys.map((key) => (
                    <li key={key.id}>
                      {key.name} <span className="font-mono text-slate-500">{key.prefix}_…</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t("workspaces.confirmRemoveNoKeys")}</p>
            )}
          </div>
          <remove.Form method="post" className="mt-5 flex justify-end gap-3">
            <CsrfInput />
            <input type="hidden" name="userId" value={member.userId} />
            <input type="hidden" name="name" value={member.name} />
            <Button type="button" variant="secondary" onClick={() => setRemoving(false)}>
              {t("workspaces.cancel")}
            </Button>
            <Button type="submit" name="intent" value="remove" variant="danger" busy={remove.state !== "idle"}>
              {t("workspaces.remove")}
            </Button>
          </remove.Form>
        </Dialog>
      </td>
    </tr>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation("app");
  const locale = useLocale();
  const revoke = useFetcher<TeamActionResult>();
  const expires = formatDate(invitation.expiresAt, locale);
  return (
    <tr data-testid="invitation-row" data-email={invitation.email}>
      <td className="py-3 pr-3 text-slate-900">{invitation.email}</td>
      <td className="py-3 pr-3">{t(`workspaces.roles.${invitation.role}`)}</td>
      <td className="py-3 pr-3 text-slate-500">{t("workspaces.expires", { date: expires })}</td>
      <td className="py-3 text-right">
        <revoke.Form method="post">
          <CsrfInput />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <Button
            type="submit"
            name="intent"
            value="revoke"
            variant="ghost"
            busy={revoke.state !== "idle"}
            aria-label={t("workspaces.revokeInvitation", { email: invitation.email })}
          >
            {t("workspaces.revoke")}
          </Button>
        </revoke.Form>
      </td>
    </tr>
  );
}

function LeaveSection({ workspace, lastOwner }: { workspace: TeamPanelProps["workspace"]; lastOwner: boolean }) {
  const { t } = useTranslation("app");
  const leave = useFetcher<TeamActionResult>();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const to = useLocalizedPath();
  useEffect(() => {
    // The workspace is gone from this account: continue in the one the session falls back to.
    if (leave.state === "idle" && leave.data) setConfirming(false);
    if (leave.state === "idle" && leave.data?.ok) navigate(to("/app/dashboard"));
  }, [leave.state, leave.data, navigate, to]);
  return (
    <section aria-labelledby="leave-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="leave-heading" className="text-base font-semibold text-slate-900">
        {t("workspaces.leaveHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(lastOwner ? "workspaces.lastOwnerCannotLeave" : "workspaces.leaveLead", { name: workspace.name })}
      </p>
      <div className="mt-4 space-y-3">
        {leave.data && !leave.data.ok ? <Notice result={leave.data} /> : null}
        <Button type="button" variant="danger" disabled={lastOwner} onClick={() => setConfirming(true)}>
          {t("workspaces.leave")}
        </Button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("workspaces.leave")} testId="confirm-leave">
        <p className="mt-3 text-sm text-slate-700">{t("workspaces.confirmLeave", { name: workspace.name })}</p>
        <leave.Form method="post" className="mt-5 flex justify-end gap-3">
          <CsrfInput />
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
            {t("workspaces.cancel")}
          </Button>
          <Button type="submit" name="intent" value="leave" variant="danger" busy={leave.state !== "idle"}>
            {t("workspaces.leave")}
          </Button>
        </leave.Form>
      </Dialog>
    </section>
  );
}

/** Settings → Team: members, invitations and leaving, as the caller's role allows. */
/** Removals report above the list: the removed member's row is gone when the answer arrives. */
const REMOVE_FETCHER = "remove-member";

function RemovalNotice() {
  const remove = useFetcher<TeamActionResult>({ key: REMOVE_FETCHER });
  return remove.state === "idle" && remove.data?.ok ? <Notice result={remove.data} /> : null;
}

export function TeamPanel({ workspace, me, manage, members, invitations }: TeamPanelProps) {
  const { t } = useTranslation("app");
  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-lg font-semibold text-slate-900" data-testid="team-workspace">
          {workspace.name}
        </h2>
        <p className="text-sm text-slate-600">{t("workspaces.yourRole", { role: t(`workspaces.roles.${workspace.role}`) })}</p>
      </header>
      {manage && members && invitations ? (
        <>
          <InviteForm role={workspace.role} />
          <section aria-labelledby="members-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="members-heading" className="text-base font-semibold text-slate-900">
              {t("workspaces.members", { count: members.length })}
            </h2>
            <div className="mt-3">
              <RemovalNotice />
            </div>
            <DataTable
              look="app"
              testId="members"
              wrapperClassName="mt-4 overflow-x-auto"
              hideHeader
              rows={members}
              rowKey={(member) => member.userId}
              renderRow={(member) => <MemberRow member={member} me={me} actorRole={workspace.role} />}
              columns={[{ header: t("workspaces.member") }, { header: t("workspaces.role") }, { header: t("workspaces.actions") }]}
            />
          </section>
          <section aria-labelledby="invitations-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="invitations-heading" className="text-base font-semibold text-slate-900">
              {t("workspaces.pendingInvitations")}
            </h2>
            <DataTable
              look="app"
              testId="invitations"
              wrapperClassName="mt-4 overflow-x-auto"
              hideHeader
              rows={invitations}
              rowKey={(invitation) => invitation.id}
              renderRow={(invitation) => <InvitationRow invitation={invitation} />}
              empty={<p className="mt-2 text-sm text-slate-500">{t("workspaces.noInvitations")}</p>}
              columns={[
                { header: t("workspaces.inviteEmail") },
                { header: t("workspaces.role") },
                { header: t("workspaces.expiry") },
                { header: t("workspaces.actions") },
              ]}
            />
          </section>
        </>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200" data-testid="team-role-note">
          {t("workspaces.membersAdminsOnly")}
        </p>
      )}
      <LeaveSection
        workspace={workspace}
        lastOwner={workspace.role === "owner" && (members?.filter((m) => m.role === "owner").length ?? 0) === 1}
      />
    </div>
  );
}
