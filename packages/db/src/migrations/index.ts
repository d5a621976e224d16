import type { Migration } from "kysely";
import * as initial from "./2026_11_21_0930_initial.ts";
import * as accounts from "./2026_11_21_1010_accounts.ts";
import * as generation from "./2026_11_21_1020_generation.ts";
import * as site from "./2026_11_21_1020_site.ts";
import * as siteBlogSeed from "./2026_11_21_1021_site_blog_seed.ts";
import * as libraryTemplates from "./2026_11_21_1030_library_templates.ts";
import * as reportChart from "./2026_11_21_1200_report_chart.ts";
import * as generationReservations from "./2026_11_21_1300_generation_reservations.ts";
import * as workspaces from "./2026_11_23_2200_workspaces.ts";
import * as accountMail from "./2026_11_23_2300_account_mail.ts";
import * as billing from "./2026_11_23_2330_billing.ts";
import * as webhooks from "./2026_11_23_2340_webhooks.ts";
import * as admin from "./2026_11_23_2350_admin.ts";
import * as editorSessions from "./2026_11_24_0010_editor_sessions.ts";
import * as adminArea from "./2026_11_24_0020_admin_area.ts";
import * as templateThumbnails from "./2026_11_24_0030_template_thumbnails.ts";
import * as billingTrust from "./2026_11_26_1430_billing_trust.ts";
import * as signingCertificates from "./2026_11_26_1500_signing_certificates.ts";
import * as dutchLibrary from "./2026_11_24_0040_dutch_library.ts";
import * as urlSigningSecrets from "./2026_11_26_1500_url_signing_secrets.ts";
import * as imageDemo from "./2026_11_26_1510_image_demo.ts";
import * as einvoiceLibrary from "./2026_11_27_0900_einvoice_library.ts";
import * as templateDrafts from "./2026_11_27_1000_template_drafts.ts";
import * as libraryRoles from "./2026_11_27_1300_library_roles.ts";
import * as editorSessionNewTemplate from "./2026_11_27_1600_editor_session_new_template.ts";

/**
 * Every migration, by name. A static list (not a folder scan) so the migrations
 * bundle into the web build and run the same on PGlite and PostgreSQL.
 * Names sort in the order they apply; add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0930_initial": initial,
  "2026_11_21_1010_accounts": accounts,
  "2026_11_21_1020_generation": generation,
  "2026_11_21_1020_site": site,
  "2026_11_21_1021_site_blog_seed": siteBlogSeed,
  "2026_11_21_1030_library_templates": libraryTemplates,
  "2026_11_21_1200_report_chart": reportChart,
  "2026_11_21_1300_generation_reservations": generationReservations,
  "2026_11_23_2200_workspaces": workspaces,
  "2026_11_23_2300_account_mail": accountMail,
  "2026_11_23_2330_billing": billing,
  "2026_11_23_2340_webhooks": webhooks,
  "2026_11_23_2350_admin": admin,
  "2026_11_24_0010_editor_sessions": editorSessions,
  "2026_11_24_0020_admin_area": adminArea,
  "2026_11_24_0030_template_thumbnails": templateThumbnails,
  "2026_11_24_0040_dutch_library": dutchLibrary,
  "2026_11_26_1430_billing_trust": billingTrust,
  "2026_11_26_1500_signing_certificates": signingCertificates,
  "2026_11_26_1500_url_signing_secrets": urlSigningSecrets,
  "2026_11_26_1510_image_demo": imageDemo,
  "2026_11_27_0900_einvoice_library": einvoiceLibrary,
  "2026_11_27_1000_template_drafts": templateDrafts,
  "2026_11_27_1300_library_roles": libraryRoles,
  "2026_11_27_1600_editor_session_new_template": editorSessionNewTemplate,
};
