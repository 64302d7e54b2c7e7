import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// WCAG 2.2 contrast of the token pairs the components use, light and dark (visual brief: every text/background
// pair meets AA; the gold accent is a fill, never small text on white).
const css = readFileSync(path.join(import.meta.dirname, "tokens.css"), "utf8");

function colours(block: string): Record<string, string> {
  const found = [...block.matchAll(/--tdm-color-([\w-]+):\s*(#[0-9a-f]{6})/gi)];
  return Object.fromEntries(found.map((m): [string, string] => [m[1] ?? "", m[2] ?? ""]));
}
const lightBlock = /:root \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
const darkBlock = /prefers-color-scheme: dark\) \{\s*:root \{([\s\S]*?)\n {2}\}/.exec(css)?.[1] ?? "";
const themes = { light: colours(lightBlock), dark: { ...colours(lightBlock), ...colours(darkBlock) } };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5; // WCAG 1.4.3, normal text
const UI = 3; // WCAG 1.4.11, borders and focus rings
// [foreground, background, minimum, where it is used]
const PAIRS: [string, string, number, string][] = [
  ["ink", "surface", TEXT, "body text"],
  ["ink", "surface-raised", TEXT, "cards, fields, dialogs"],
  ["ink", "surface-sunken", TEXT, "secondary buttons, numpad keys"],
  ["ink-muted", "surface", TEXT, "hints and leads"],
  ["ink-muted", "surface-raised", TEXT, "hints in cards"],
  ["ink-muted", "surface-sunken", TEXT, "image-failed caption"],
  ["primary", "surface", TEXT, "links"],
  ["primary", "surface-raised", TEXT, "links in cards, outline buttons"],
  ["on-primary", "primary", TEXT, "primary buttons, current page"],
  ["on-primary", "primary-hover", TEXT, "primary buttons hovered"],
  ["on-primary", "info", TEXT, "info buttons"],
  ["on-accent", "accent", TEXT, "warning buttons (gold fill, ink text)"],
  ["on-accent", "accent-hover", TEXT, "warning buttons hovered"],
  ["on-success", "success", TEXT, "success buttons, press-and-hold"],
  ["on-danger", "danger", TEXT, "danger buttons"],
  ["danger", "surface", TEXT, "field errors"],
  ["danger", "surface-raised", TEXT, "field errors in cards"],
  ["danger", "danger-soft", TEXT, "form error"],
  ["success", "surface-raised", TEXT, "outline success buttons"],
  ["info", "surface-raised", TEXT, "outline info buttons"],
  ["ink", "success-soft", TEXT, "success banner"],
  ["ink", "danger-soft", TEXT, "danger banner"],
  ["ink", "warning-soft", TEXT, "warning banner"],
  ["ink", "info-soft", TEXT, "info banner"],
  ["surface", "ink", TEXT, "dark buttons"],
  ["border-strong", "surface-raised", UI, "field borders"],
  ["border-strong", "surface", UI, "checkbox borders"],
  ["focus", "surface", UI, "focus ring"],
  ["focus", "surface-raised", UI, "focus ring in cards"],
];

describe("design tokens", () => {
  it("defines every colour in both themes", () => {
    expect(Object.keys(themes.light).length).toBeGreaterThan(20);
    expect(Object.keys(colours(darkBlock)).length).toBeGreaterThan(15);
  });

  for (const [theme, palette] of Object.entries(themes)) {
    it.each(PAIRS)(`${theme}: %s on %s reaches %d:1 (%s)`, (foreground, background, minimum) => {
      const [fg, bg] = [palette[foreground], palette[background]];
      expect(fg, foreground).toMatch(/^#/);
      expect(bg, background).toMatch(/^#/);
      expect(contrast(fg ?? "", bg ?? "")).toBeGreaterThanOrEqual(minimum);
    });
  }

  it("never pairs the gold accent as text on the light surface (it fails AA there)", () => {
    expect(contrast(themes.light.accent ?? "", themes.light.surface ?? "")).toBeLessThan(TEXT);
  });

  it("the motion tokens give dialogs 300 ms and backdrops 150 ms, and none under reduced motion (the fades themselves: Modal tests and stories, C-03)", () => {
    expect(lightBlock).toMatch(/--tdm-duration-modal: 300ms/);
    expect(lightBlock).toMatch(/--tdm-duration-backdrop: 150ms/);
    const reduced = /prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    expect(reduced).toMatch(/--tdm-duration-modal: 0ms/);
    expect(reduced).toMatch(/animation-duration: 0\.01ms !important/);
  });
});
