import type { I18n, Messages } from "@lingui/core";
import { loadCatalog } from "./catalogs.ts";
import type { Language } from "./languages.ts";

/** A compiled message, as Lingui keeps it in a catalog. */
export type CompiledMessage = Messages[string];

interface LanguageState {
  bundled: Messages | null;
  loading: Promise<void> | null;
  overrides: Messages;
}

/** The messages of one Lingui instance, per language: the bundled catalog with the server's strings on top. */
export interface CatalogStore {
  /** Loads the bundled catalog of `language` once (a failed load may be retried later). */
  ensureBundled(language: Language, load?: (language: Language) => Promise<Messages>): Promise<void>;
  /** Adds server-provided messages, which win over bundled ones whatever order they arrive in. */
  override(language: Language, messages: Messages): void;
  /** The message for `id` in `language`, if any is known yet. */
  message(language: Language, id: string): CompiledMessage | undefined;
}

const stores = new WeakMap<I18n, CatalogStore>();

function createStore(instance: I18n): CatalogStore {
  const languages = new Map<Language, LanguageState>();
  const stateOf = (language: Language) => {
    let state = languages.get(language);
    if (!state) {
      state = { bundled: null, loading: null, overrides: {} };
      languages.set(language, state);
    }
    return state;
  };
  // Always hand Lingui a fresh object: it keeps the first one it gets and assigns later loads into it, which
  // would otherwise write server strings into the imported catalog module itself.
  const publish = (language: Language, state: LanguageState) =>
    instance.load(language, { ...state.bundled, ...state.overrides });

  return {
    ensureBundled(language, load = loadCatalog) {
      const state = stateOf(language);
      if (state.bundled) return Promise.resolve();
      state.loading ??= load(language).then(
        (messages) => {
          state.bundled = messages;
          publish(language, state);
        },
        (error: unknown) => {
          state.loading = null;
          throw error;
        },
      );
      return state.loading;
    },
    override(language, messages) {
      const state = stateOf(language);
      Object.assign(state.overrides, messages);
      publish(language, state);
    },
    message(language, id) {
      const state = languages.get(language);
      if (!state) return undefined;
      return Object.hasOwn(state.overrides, id) ? state.overrides[id] : state.bundled?.[id];
    },
  };
}

/** The {@link CatalogStore} of a Lingui instance, created on first use. */
export function catalogStore(instance: I18n): CatalogStore {
  let store = stores.get(instance);
  if (!store) {
    store = createStore(instance);
    stores.set(instance, store);
  }
  return store;
}
