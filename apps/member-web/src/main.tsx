import "@tandem/ui/tokens.css";
import { createApiClient } from "@tandem/api-client";
import { createStaticStringsLoader, tandemI18n, watchMissingMessages } from "@tandem/i18n";
import { StaticStringsProvider } from "@tandem/i18n/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { config } from "./config.ts";
import { reportMissingMessage } from "./lib/report-missing-message.ts";
import { startLanguage } from "./lib/start-language.ts";
import { createStaticStringsFetcher } from "./lib/static-strings-fetcher.ts";

async function start() {
  // The strings files are public and read raw, so they get their own light client.
  const stringsClient = createApiClient({ host: config.apiHost, getLanguage: () => tandemI18n.locale });
  const strings = createStaticStringsLoader({
    fetchStrings: createStaticStringsFetcher(stringsClient, config.release),
  });
  watchMissingMessages({ report: (missing) => reportMissingMessage(missing, config.sentryDsn) });
  // F-001: index.html shows the loader until the language (F-016) and its strings are in; a failure is logged
  // and the app carries on (F-036).
  await startLanguage(strings);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <StaticStringsProvider loader={strings}>
        <App />
      </StaticStringsProvider>
    </StrictMode>,
  );
}

void start();
