// The public pages prerendered after the app's build and the names the build gives what
// they need.

/** A prerendered page: its address, its file in dist, its title's message id, and the sources its routes load. */
export interface PrerenderedPage {
  path: string;
  file: string;
  titleId: string;
  sources: string[];
}

/** The module that prepares a prerendered page's routes for hydration (src/app/hydration.ts). */
export const HYDRATION_SOURCE = "src/app/hydration.ts";

/**
 * The pages: the welcome (`dist/index.html`) and start (`dist/start/index.html`). `sources` are the Vite manifest's
 * keys of the modules their first render needs (the hydration step, page, frame, catalogs): their styles are inlined
 * in the head, so the HTML paints styled, and the service worker precaches them, so the page hydrates offline.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: "/app/",
    file: "index.html",
    titleId: "welcome.title",
    sources: [
      HYDRATION_SOURCE,
      "src/pages/welcome/welcome-page.tsx",
      "../../packages/i18n/src/locales/en/messages.po",
    ],
  },
  {
    path: "/app/start",
    file: "start/index.html",
    titleId: "start.title",
    sources: [
      HYDRATION_SOURCE,
      "src/layout/app-layout.tsx",
      "../../packages/account/src/sign-in/start-page.tsx",
      "../../packages/i18n/src/locales/en/messages.po",
      "../../packages/i18n/src/locales/en/account.po",
    ],
  },
];

/** The text font's Latin subset as the build names it (the tokens' Inter, from @fontsource-variable/inter). */
export const TEXT_FONT = /^inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The document every other address gets (the server's and the service worker's fallback): the shell with its loader. */
export const SHELL_FILE = "shell.html";
