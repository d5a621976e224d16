import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/utils/use-locale";

/** The settings pages' tabs: one URL each, so a tab can be linked to and reloaded. */
export function SettingsTabs() {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const tabs = [
    { path: "/app/settings", label: t("settings.tabs.account") },
    { path: "/app/settings/team", label: t("settings.tabs.team") },
    { path: "/app/settings/plan", label: t("settings.tabs.plan") },
    { path: "/app/settings/billing", label: t("settings.tabs.billing") },
    { path: "/app/settings/payment-details", label: t("settings.tabs.paymentDetails") },
    { path: "/app/settings/payment-methods", label: t("settings.tabs.paymentMethods") },
  ];
  return (
    <nav aria-label={t("settings.tabs.label")} className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((tab) => (
        <NavLink
          key={tab.path}
          to={to(tab.path)}
          end
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${
              isActive
                ? "border-indigo-600 text-indigo-700"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
            }`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
