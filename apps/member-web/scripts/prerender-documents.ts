// The documents prerendering writes: the shell with its styles inlined and its font preloaded, and each page's HTML
// inside it with the scripts and styles its first render needs.
import type { PrerenderedPage } from "./prerendered-pages.ts";

/** A chunk of Vite's build manifest. */
export interface ManifestChunk {
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
