import { describe, expect, it } from "vitest";
import { pageAssets, pageDocument, shellDocument } from "./prerender-documents.ts";
import { PRERENDERED_PAGES, TEXT_FONT } from "./prerendered-pages.ts";

// The shell as Vite writes it: the boot style, the entry script and its stylesheet, a root holding the loader.
const shell = `<!doctype html><html lang="en"><head><title>Tandem</title><style>#root:empty::before{content:""}</style>
    <script type="module" crossorigin src="/app/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/app/assets/index-DeF456.css">
  </head><body><div id="root"><div class="boot"><p>Tandem</p><div class="boot__spinner"></div></div></div>
  </body></html>`;

const manifest = {
  "index.html": { file: "assets/index-AbC123.js", isEntry: true, css: ["assets/index-DeF456.css"] },
  "src/pages/welcome/welcome-page.tsx": {
    file: "assets/welcome-1.js",
    css: ["assets/welcome-1.css"],
    imports: ["index.html", "_toggle.js"],
  },
  "_toggle.js": { file: "assets/toggle-2.js", css: ["assets/toggle-2.css"] },
};

const files: Record<string, string> = {
  "assets/index-DeF456.css": "body{margin:0}\n/*# sourceMappingURL=index.css.map */",
  "assets/welcome-1.css": ".welcome{color:#000}",
  "assets/toggle-2.css": ".toggle{display:flex}",
};
const read = (file: string) => files[file] ?? "";
const welcome = PRERENDERED_PAGES[0]!;

describe("prerendered pages (R-01 R-05: painted from HTML before any script)", () => {
  it("lists a page's own scripts and styles, through its imports, without the entry's", () => {
    expect(pageAssets(manifest, ["src/pages/welcome/welcome-page.tsx"])).toEqual({
      scripts: ["assets/welcome-1.js", "assets/toggle-2.js"],
      styles: ["assets/welcome-1.css", "assets/toggle-2.css"],
    });
    expect(() => pageAssets(manifest, ["src/pages/missing/missing-page.tsx"])).toThrow(/no chunk/);
  });

  it("writes the page into #root with its path, its title, every style inline and its scripts preloaded", () => {
    const html = pageDocument(
      shell,
      welcome,
      { html: "<main><h1>Rides &amp; food</h1></main>", title: "Welcome | Tandem" },
      pageAssets(manifest, ["src/pages/welcome/welcome-page.tsx"]),
      "/app/",
      read,
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="/app/" inert><main><h1>Rides &amp; food</h1></main></div>',
    );
    expect(html).not.toContain("boot__spinner");
    expect(html).toContain("<title>Welcome | Tandem</title>");
    // Nothing render-blocking but the document: the entry's stylesheet link is gone, its rules are inline.
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain("<style>body{margin:0}\n.welcome{color:#000}\n.toggle{display:flex}</style>");
    expect(html).not.toContain("sourceMappingURL");
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/app/assets/welcome-1.js">',
    );
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/app/assets/index-AbC123.js">',
    );
    // The boot style stays, so the CSP's hashes of the shell still hold for it.
    expect(html).toContain('<style>#root:empty::before{content:""}</style>');
  });

  it("R-01 keeps the shell's loader, inlines the entry's styles and preloads the text font beside the entry", () => {
    const html = shellDocument(shell, "/app/", ["assets/inter-latin-wght-normal-Dx4kXJAl.woff2"], read);
    expect(html).toContain(
      '<div id="root"><div class="boot"><p>Tandem</p><div class="boot__spinner"></div></div></div>',
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain("<style>body{margin:0}</style>");
    expect(html).toContain(
      '<link rel="preload" href="/app/assets/inter-latin-wght-normal-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/app/assets/index-AbC123.js">');
    expect(TEXT_FONT.test("inter-latin-wght-normal-Dx4kXJAl.woff2")).toBe(true);
    expect(TEXT_FONT.test("inter-latin-ext-wght-normal-DO1Apj_S.woff2")).toBe(false);
  });

  it("refuses markup the CSP would break before hydration: a style attribute", () => {
    expect(() =>
      pageDocument(
        shell,
        welcome,
        { html: '<p style="color:red">x</p>', title: "t" },
        { scripts: [], styles: [] },
        "/app/",
        read,
      ),
    ).toThrow(/style attribute/);
  });

  it("prerenders the welcome at dist/index.html and start at dist/start/index.html", () => {
    expect(PRERENDERED_PAGES.map(({ path, file }) => [path, file])).toEqual([
      ["/app/", "index.html"],
      ["/app/start", "start/index.html"],
    ]);
  });
});
