// Prerendering of the public pages a visitor opens first (issue 14, "Quality gates"): after the app's build, the
// pages are rendered in Node and written into dist, so their first paint needs no JavaScript; the app hydrates them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";

/** A prerendered page: its address, its file in dist, its title's message id, and the sources its routes load. */
export interface PrerenderedPage {
  path: string;
  file: string;
  titleId: string;
  sources: string[];
}

/**
 * The pages: the welcome (`dist/index.html`) and start (`dist/start/index.html`). `sources` are the Vite manifest's
 * keys of the modules their first render needs (the hydration step, page, frame, catalogs): their styles are inlined
 * in the head, so the HTML paints styled, and the service worker precaches them, so the page hydrates offline.
 */
/** The module that prepares a prerendered page's routes for hydration (src/app/hydration.ts). */
export const HYDRATION_SOURCE = "src/app/hydration.ts";

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: "/app/",
    file: "index.html",
    titleId: "welcome.title",
    sources: [HYDRATION_SOURCE, "src/pages/welcome/welcome-page.tsx", "../../packages/i18n/src/locales/en/messages.po"],
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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The scripts and styles of `sources` and everything they import statically, the entry's own excepted. */
export function pageAssets(manifest: Record<string, ManifestChunk>, sources: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}`);
    if (chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The shell's stylesheet links and the files they name (below `base`). */
function entryStylesheets(shell: string, base: string) {
  return [...shell.matchAll(/\s*<link rel="stylesheet"[^>]* href="([^"]+)">/g)].map(([link, href = ""]) => ({
    link,
    file: href.slice(base.length),
  }));
}

/** `shell` with its stylesheet links dropped and their rules, then those of `styles`, inlined in one `<style>`. */
function inlineStyles(
  shell: string,
  base: string,
  styles: string[],
  readAsset: (file: string) => string,
  label: string,
) {
  const links = entryStylesheets(shell, base);
  const css = [...links.map(({ file }) => file), ...styles]
    .map((file) =>
      readAsset(file)
        .replace(/\/\*# sourceMappingURL=.*?\*\//g, "")
        .trim(),
    )
    .join("\n");
  if (css.includes("</")) throw new Error(`${label}: a stylesheet cannot be inlined as it is`);
  return {
    html: links.reduce((html, { link }) => html.replace(link, ""), shell),
    style: `<style>${css}</style>`,
  };
}

/**
 * The shell every member page starts from: its start-up loader paints from the document alone, with the entry's
 * styles inlined (no stylesheet request before the first paint), and the text font (`fonts`, below `base`) is
 * fetched beside the entry script rather than once the page has rendered its first words.
 */
export function shellDocument(
  shell: string,
  base: string,
  fonts: string[],
  readAsset: (file: string) => string,
) {
  const { html, style } = inlineStyles(shell, base, [], readAsset, "the shell");
  const head = [
    style,
    ...fonts.map(
      (file) => `<link rel="preload" href="${base}${file}" as="font" type="font/woff2" crossorigin>`,
    ),
  ].join("\n    ");
  return html.replace("</head>", `  ${head}\n  </head>`);
}

/**
 * The shell with a page's HTML inside `#root` (marked with its path), its title, its scripts preloaded, and every
 * style it needs (the entry's and its routes') inlined in one `<style>`: nothing but the document stands between
 * the visitor and the first paint. The server's CSP allows the style by its hash (apps/sandbox-api).
 */
export function pageDocument(
  shell: string,
  page: PrerenderedPage,
  rendered: { html: string; title: string },
  assets: { scripts: string[]; styles: string[] },
  base: string,
  readAsset: (file: string) => string,
): string {
  if (/style="/i.test(rendered.html))
    throw new Error(`${page.path} renders a style attribute, which the CSP would block before hydration`);
  const { html, style } = inlineStyles(shell, base, assets.styles, readAsset, page.path);
  const head = [
    style,
    ...assets.scripts.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">`,
    ),
  ].join("\n    ");
  // The shell's #root holds the start-up loader, the last element of the body: the page takes its place.
  const root = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
  if (!root.test(shell) || !shell.includes("</head>"))
    throw new Error("index.html has no #root ending its body");
  // The page paints without the app: its scripts yield the network to the document, its styles and its font.
  return (
    html
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
      .replace("</head>", `  ${head}\n  </head>`)
      // Inert until the app has taken the HTML over: what a visitor typed or ticked before would not be the form's.
      .replace(root, () => `<div id="root" data-prerendered="${page.path}" inert>${rendered.html}</div>`)
  );
}

/**
 * Builds the server side of the pages (src/prerender/render-page.tsx) with the app's own Vite config, renders each
 * page and writes it into `outDir`; the shell itself, its styles inlined and its font preloaded, is kept as
 * {@link SHELL_FILE}.
 */
export async function prerenderPages(root: string, outDir: string, base: string): Promise<void> {
  const serverDir = path.join(root, "node_modules/.prerender");
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: "src/prerender/render-page.tsx", outDir: serverDir, emptyOutDir: true },
  });
  // The server build keeps react and react-dom as imports: their production builds render like the browser's.
  process.env.NODE_ENV = "production";
  const { renderPage } = (await import(pathToFileURL(path.join(serverDir, "render-page.js")).href)) as {
    renderPage: (pathname: string, titleId: string) => Promise<{ html: string; title: string }>;
  };
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
  const readAsset = (file: string) => readFileSync(path.join(outDir, file), "utf8");
  // The Latin subset of the text font (English and Spanish); the others load only for text that needs them.
  const fonts = readdirSync(path.join(outDir, "assets"))
    .filter((file) => TEXT_FONT.test(file))
    .map((file) => `assets/${file}`);
  if (fonts.length === 0) throw new Error("The build has no Latin subset of the text font to preload");
  writeFileSync(path.join(outDir, SHELL_FILE), shellDocument(shell, base, fonts, readAsset));
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderPage(page.path, page.titleId);
    const target = path.join(outDir, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    // Every style of the page is inlined; of its scripts, only the hydration step's is preloaded (it then loads
    // the routes' chunks in parallel): a page's chunks fetched before its first paint would only compete with it.
    const assets = {
      styles: pageAssets(manifest, page.sources).styles,
      scripts: pageAssets(manifest, [HYDRATION_SOURCE]).scripts,
    };
    writeFileSync(target, pageDocument(shell, page, rendered, assets, base, readAsset));
  }
  rmSync(serverDir, { recursive: true, force: true });
}

/**
 * The Vite plugin: prerenders once the app's files are written and before the service worker's precache list is
 * made from them (vite-plugin-pwa's own step comes after this "pre" one).
 */
export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  let base = "/";
  return {
    name: "tandem:prerender",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle: {
      sequential: true,
      order: "pre",
      handler: () => prerenderPages(root, outDir, base),
    },
  };
}
