import { INSTALL_PROMPT_STORAGE_KEY, readStored, writeStored } from "@tandem/page-kit";

/**
 * F-073: the stored "may we prompt" flag, versioned so a later prompt can ask again; absent means yes. The device's
 * setting: a sign-out keeps it (page-kit's DEVICE_STORAGE_KEYS).
 */
export const INSTALL_PROMPT_KEY = INSTALL_PROMPT_STORAGE_KEY;

/** C-14: the prompt is for phones (and iPads) only. */
export const INSTALL_PROMPT_MAX_WIDTH = 700;

/** Whether the member has not yet dismissed or accepted the prompt (F-072, F-073). */
export function mayPromptToInstall(): boolean {
  return readStored<boolean>("local", INSTALL_PROMPT_KEY, true) !== false;
}

/** Either choice stops future prompts (D-04, F-072). */
export function stopPromptingToInstall(): void {
  writeStored("local", INSTALL_PROMPT_KEY, false);
}

/** An iPad, including iPadOS that reports itself as a Mac with a touch screen. */
export function isIPad(nav: Navigator = navigator): boolean {
  return nav.userAgent.includes("iPad") || (nav.userAgent.includes("Macintosh") && nav.maxTouchPoints > 1);
}

/** iPhone and iPad browsers, which have no install event: the member adds the app from the Share menu (D-04). */
export function isAppleMobile(nav: Navigator = navigator): boolean {
  return /iPhone|iPod/.test(nav.userAgent) || isIPad(nav);
}

/** Already running as an installed app: display-mode standalone, iOS's flag, or a trusted web activity (F-069). */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return (
    win.matchMedia?.("(display-mode: standalone)").matches === true ||
    nav.standalone === true ||
    win.document.referrer.startsWith("android-app://")
  );
}

/** F-069: service workers supported, not installed yet, and a phone-sized viewport or an iPad. */
export function isInstallPromptDevice(win: Window = window): boolean {
  return (
    "serviceWorker" in win.navigator &&
    !isStandalone(win) &&
    (win.innerWidth < INSTALL_PROMPT_MAX_WIDTH || isIPad(win.navigator))
  );
}
