import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import Backend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import i18n from "./i18n";
import { installChunkRecovery } from "./utils/chunk-recovery";
import { loadTranslationFile } from "./utils/load-translation-file";

async function hydrate() {
  installChunkRecovery();
  await i18next
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18n,
      lng: document.documentElement.lang || i18n.fallbackLng,
      ns: getInitialNamespaces(),
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json", request: loadTranslationFile },
    })
    // docs/product.md §8: a locale that fails to load is logged, never shown.
    .catch((error) => console.error("Could not load translations", error));

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

// docs/product.md §8: start-up failures are logged and rethrown.
hydrate().catch((error) => {
  console.error("Start-up failed", error);
  throw error;
});
