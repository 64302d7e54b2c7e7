import type { I18n, Messages } from "@lingui/core";
import { catalogStore } from "./catalog-store.ts";
import { intlLocale, type Language } from "./languages.ts";
import { MAIN_NAMESPACE, type StaticStringsLoader } from "./server-strings/static-strings-loader.ts";
import { tandemI18n } from "./setup.ts";

/** How long a language switch waits for the server's strings before it applies (doc 1 §9, D-03). */
export const LANGUAGE_SWITCH_WAIT_MS = 500;

/** Options of {@link switchLanguage}. */
export interface SwitchLanguageOptions {
  /** Default the app-wide instance. */
  instance?: I18n;
  /** The server's strings; without it only the bundled catalogs are used. */
  strings?: StaticStringsLoader | null;
  /** Default {@link LANGUAGE_SWITCH_WAIT_MS}. */
  waitMs?: number;
  /** Loads a bundled catalog (tests); default the package's own catalogs. */
  loadCatalog?: (language: Language) => Promise<Messages>;
  /** Where a failed switch is logged; default `console.error`. */
  log?: (message: string, error: unknown) => void;
}

const latestSwitch = new WeakMap<I18n, number>();

function timer(ms: number) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => (handle = setTimeout(resolve, ms)));
  return { elapsed, cancel: () => clearTimeout(handle) };
}

/**
 * Switches the interface language (doc 1 §4, F-032): loads the bundled catalog and the server's main strings
 * file for `language` together, waits for the strings at most `waitMs` from the call (D-03; later strings still
 * apply when they arrive), then activates the language. A failed strings file is logged by the loader and the
 * switch goes on with the bundled text (F-036); a failed catalog is logged and the current language stays (D-03).
 * When another switch starts meanwhile, only the newest one applies.
 * @returns whether `language` was applied
 */
export async function switchLanguage(
  language: Language,
  options: SwitchLanguageOptions = {},
): Promise<boolean> {
  const { instance = tandemI18n, strings, waitMs = LANGUAGE_SWITCH_WAIT_MS, log = console.error } = options;
  const ticket = (latestSwitch.get(instance) ?? 0) + 1;
  latestSwitch.set(instance, ticket);
  const wait = timer(waitMs);
  const serverStrings = strings?.load(language, MAIN_NAMESPACE);
  try {
    await catalogStore(instance).ensureBundled(language, options.loadCatalog);
    if (serverStrings) await Promise.race([serverStrings, wait.elapsed]);
  } catch (error) {
    log(`Could not load the ${language} catalog; staying in ${instance.locale}`, error);
    return false;
  } finally {
    wait.cancel();
  }
  if (latestSwitch.get(instance) !== ticket) return false;
  instance.activate(language, intlLocale(language));
  return true;
}
