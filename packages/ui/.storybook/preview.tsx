import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Preview } from "@storybook/react-vite";
import { loadCatalog, toLanguage } from "@tandem/i18n";
import { ToastProvider } from "../src/toast/toast-provider.tsx";
import "../src/tokens/tokens.css";

// Stories read the real catalogs; an id not in them yet falls back to its English source message.
const i18n = setupI18n({ locale: "en", messages: { en: {} } });

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // Fail the a11y panel (and `pnpm test`) on any violation: the styleguide must show WCAG 2.2 AA.
    a11y: { test: "error", options: { runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"] } },
    viewport: { defaultViewport: "responsive" },
  },
  globalTypes: {
    locale: {
      description: "Language of the built-in words",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "es", title: "Español" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en" },
  loaders: [
    async ({ globals }) => {
      const language = toLanguage(globals.locale);
      i18n.load(language, await loadCatalog(language));
      i18n.activate(language);
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </I18nProvider>
    ),
  ],
};

export default preview;
