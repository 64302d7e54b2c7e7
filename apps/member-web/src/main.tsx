import "@tandem/ui/tokens.css";
import {
  createStaticStringsLoader,
  DEFAULT_LANGUAGE,
  prepareFormats,
  tandemI18n,
  toLanguage,
  watchMissingMessages,
} from "@tandem/i18n";
import { StaticStringsProvider } from "@tandem/i18n/react";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppServices } from "./app/app-services.ts";
import { App } from "./app/app.tsx";
import { PRERENDERED_ATTRIBUTE, prerenderedPage, WAIT_ATTRIBUTE } from "./app/prerendered-page.ts";
import { config } from "./config.ts";
import { loadRuntimeConfig } from "./lib/load-runtime-config.ts";
import { reportMissingMessage } from "./lib/report-missing-message.ts";
import { startLanguage } from "./lib/start-language.ts";
import { createStaticStringsFetcher } from "./lib/static-strings-fetcher.ts";
import { readDevSwitches } from "./observability/dev-switches.ts";
import { followNavigations, takeReloadMarker, watchStaleChunks } from "./pwa/stale-bundle.ts";

// B-09: before the router reads the address, drop the cache-buster of a reload into a new build.
takeReloadMarker();
watchStaleChunks();

async function start() {
  // One build, every environment: the runtime file overrides the build-time values before anything reads them.
  await loadRuntimeConfig();
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- index.html has it; its first use throws if not
  const root = document.getElementById("root")!;
  // A visitor's first load of /app/ or /app/start is already painted from prerendered HTML: hydrate it.
  const services = await createAppServices(prerenderedPage(root));
  followNavigations(services.router);
  const strings = createStaticStringsLoader({
    fetchStrings: createStaticStringsFetcher(services.apiClient, config.release),
  });
  watchMissingMessages({ report: (missing) => reportMissingMessage(missing, config.sentryDsn) });
  // F-001: index.html shows the loader until the language (F-016) and its strings are in; a failure is logged
  // and the app carries on (F-036).
  await startLanguage(strings);
  if (readDevSwitches().showMessageKeys)
    (await import("./observability/show-message-keys.ts")).showMessageKeys(tandemI18n);
  const app = (
    <StrictMode>
      <StaticStringsProvider loader={strings}>
        <App services={services} />
      </StaticStringsProvider>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield between parts of the page: the page is on screen already, and
  // no long task keeps the visitor's first tap waiting.
  if (services.hydrate && tandemI18n.locale === DEFAULT_LANGUAGE)
    startTransition(() => void hydrateRoot(root, app));
  else {
    // Prerendered HTML this browser does not take over (a member, another language) goes; the loader shows. The
    // shell's own loader stays until React's first render replaces it.
    if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) root.replaceChildren();
    startTransition(() => createRoot(root).render(app));
    // While the member and the page's data are on their way, the dates and amounts the page will show get their
    // formatters, instead of in the page's first render.
    setTimeout(() => prepareFormats(toLanguage(tandemI18n.locale)), 0);
  }
  document.documentElement.removeAttribute(WAIT_ATTRIBUTE);
  // Prerendered HTML is inert until now; events from here on reach the app (React replays those of hydration).
  // Its autofocus (F-043) could not apply while inert, and React leaves a hydrated field's focus to the browser.
  root.inert = false;
  root.querySelector<HTMLElement>("[autofocus]")?.focus();
  import("./after-first-render.ts")
    .then(({ afterFirstRender }) => afterFirstRender(services))
    .catch((error: unknown) => console.warn("Could not start the service worker and observability", error));
}

void start();
