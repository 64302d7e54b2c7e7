import { readSignedInHint } from "./signed-in-hint.ts";

/** The attribute of `#root` naming the path its prerendered HTML shows (written by scripts/prerender.ts). */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
/** The attribute public/boot.js puts on `<html>` when the prerendered HTML is not for this browser. */
export const WAIT_ATTRIBUTE = "data-wait";

/**
 * The path of the prerendered page the app may hydrate as it is, or null: the HTML must be the page of this
 * address, and the browser a visitor's in English. A member (the signed-in hint) is sent on by the guards, and
 * another language renders afresh in that language (public/boot.js hid the HTML for both before the first paint;
 * main.tsx checks the language it started in once more before hydrating).
 */
export function prerenderedPage(root: HTMLElement, location: Location = window.location): string | null {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null || path !== location.pathname) return null;
  if (document.documentElement.hasAttribute(WAIT_ATTRIBUTE) || readSignedInHint() === "member") return null;
  return path;
}
