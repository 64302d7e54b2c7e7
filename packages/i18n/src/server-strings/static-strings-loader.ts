import type { I18n } from "@lingui/core";
import { catalogStore } from "../catalog-store.ts";
import type { Language } from "../languages.ts";
import { tandemI18n } from "../setup.ts";
import { convertServerStrings } from "./convert-server-strings.ts";

/** The namespace of the main UI strings; its keys are message ids as they are (contract §3.11). */
export const MAIN_NAMESPACE = "strings";

/**
 * The message id of `key` in a strings file of `namespace`: main strings keep their key, other namespaces
 * (`privacy_policy`, `terms_of_use_and_sale`, `surveys`, `stripe`) are prefixed with their name.
 * @example namespacedId("privacy_policy", "contents") // "privacy_policy.contents"
 */
export function namespacedId(namespace: string, key: string): string {
  return namespace === MAIN_NAMESPACE ? key : `${namespace}.${key}`;
}

/** Fetches one strings file, e.g. with api-client's `getStaticStrings` (cachebust, 5 s timeout: A-02, C-09). */
export type FetchStrings = (language: Language, namespace: string) => Promise<unknown>;

/** Options of {@link createStaticStringsLoader}. */
export interface StaticStringsLoaderOptions {
  fetchStrings: FetchStrings;
  /** Default the app-wide instance. */
  instance?: I18n;
  /** Where failures and skipped entries are logged; default `console.error`. */
  log?: (message: string, details: unknown) => void;
}

/** Loads server strings files into Lingui, once per (language, namespace) (F-037). */
export interface StaticStringsLoader {
  /** Resolves true once the file's messages are in the catalog, false when it failed (logged; F-036). */
  load(language: Language, namespace: string): Promise<boolean>;
  /** Whether the file has been loaded. */
  has(language: Language, namespace: string): boolean;
}

/**
 * Creates the loader of the server's strings files: each (language, namespace) is fetched once and cached in
 * memory (F-037), converted to Lingui messages that override the bundled ones (F-039), and a failure is only
 * logged so the app carries on with its bundled text (F-036); a failed file is fetched again on the next use.
 */
export function createStaticStringsLoader(options: StaticStringsLoaderOptions): StaticStringsLoader {
  const { fetchStrings, instance = tandemI18n, log = console.error } = options;
  const store = catalogStore(instance);
  const loaded = new Set<string>();
  const pending = new Map<string, Promise<boolean>>();

  async function fetchAndApply(language: Language, namespace: string) {
    const file = await fetchStrings(language, namespace);
    // References may point at bundled messages, so the bundled catalog is wanted first; without it the
    // server's own strings still apply.
    await store.ensureBundled(language).catch(() => undefined);
    const { messages, unresolved, invalid } = convertServerStrings(file, {
      prefix: namespacedId(namespace, ""),
      fallback: (id) => store.message(language, id),
    });
    if (invalid.length > 0) log(`Skipped malformed strings in ${language}/${namespace}`, invalid);
    if (unresolved.length > 0) log(`Unknown references in ${language}/${namespace}`, unresolved);
    store.override(language, messages);
  }

  return {
    has: (language, namespace) => loaded.has(`${language}/${namespace}`),
    load(language, namespace) {
      const key = `${language}/${namespace}`;
      if (loaded.has(key)) return Promise.resolve(true);
      let request = pending.get(key);
      if (!request) {
        request = fetchAndApply(language, namespace)
          .then(
            () => {
              loaded.add(key);
              return true;
            },
            (error: unknown) => {
              log(`Could not load the "${namespace}" strings file for ${language}`, error);
              return false;
            },
          )
          .finally(() => pending.delete(key));
        pending.set(key, request);
      }
      return request;
    },
  };
}
