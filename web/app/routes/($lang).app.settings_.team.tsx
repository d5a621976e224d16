import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SettingsTabs } from "~/components/settings-tabs";
import { TeamPanel } from "~/features/workspaces/team-panel";
import { applyTeamAction, loadTeamPage } from "~/features/workspaces/team-page.server";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { readForm } from "~/utils/read-body.server";
import { env } from "~/config/env.server";
import { getPageT } from "~/utils/page-i18n.server";

export const handle = { i18n: ["app"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "app");
  const auth = await requireAppUserPage(request);
  return { title: t("workspaces.teamTitle"), ...(await loadTeamPage(await getDb(), auth)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Team" }];

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "app");
  const auth = await requireAppUserPage(request);
  return applyTeamAction({ db: await getDb(), request, auth, form: await readForm(request), locale, appUrl: env().APP_URL, t });
}

export default function TeamSettings() {
  const { t } = useTranslation("app");
  const page = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("settings.heading")}</h1>
      <SettingsTabs />
      <TeamPanel {...page} />
    </div>
  );
}
