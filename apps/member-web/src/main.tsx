import "@tandem/ui/tokens.css";
import { createStaticStringsLoader, tandemI18n, watchMissingMessages } from "@tandem/i18n";
import { StaticStringsProvider } from "@tandem/i18n/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAppServices } from "./app/app-services.ts";
import { App } from "./app/app.tsx";
import { config } from "./config.ts";
import { loadRuntimeConfig } from "./lib/load-runtime-config.ts";
import { reportMissingMessage } from "./lib/report-missing-message.ts";
import { startLanguage } from "./lib/start-language.ts";
import { createStaticStringsFetcher } from "./lib/static-strings-fetcher.ts";
import { readDevSwitches, showMessageKeys } from "./observability/dev-switches.ts";
import { startObservability } from "./observability/start-observability.ts";
import { registerServiceWorkerLater } from "./pwa/register-later.ts";
import { followNavigations, takeReloadMarker, watchStaleChunks } from "./pwa/stale-bundle.ts";

// B-09: before the router reads the address, drop the cache-buster of a reload into a new build.
takeReloadMarker();
watchStaleChunks();

async function start() {
  // One build, every environment: the runtime file overrides the build-time values before anything reads them.
  await loadRuntimeConfig();
  const services = createAppServices();
  followNavigations(services.router);
  const strings = createStaticStringsLoader({
    fetchStrings: createStaticStringsFetcher(services.apiClient, config.release),
  });
  watchMissingMessages({ report: (missing) => reportMissingMessage(missing, config.sentryDsn) });
  // F-001: index.html shows the loader until the language (F-016) and its strings are in; a failure is logged
  // and the app carries on (F-036).
  await startLanguage(strings);
  if (readDevSwitches().showMessageKeys) showMessageKeys(tandemI18n);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <StaticStringsProvider loader={strings}>
        <App services={services} />
      </StaticStringsProvider>
    </StrictMode>,
  );
  registerServiceWorkerLater();
  startObservability(services);
}

void start();
