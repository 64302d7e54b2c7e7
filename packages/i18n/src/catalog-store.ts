import type { I18n, Messages } from "@lingui/core";
import { loadCatalog, type MessageArea } from "./catalogs.ts";
import type { Language } from "./languages.ts";

/** A compiled message, as Lingui keeps it in a catalog. */
export type CompiledMessage = Messages[string];

interface LanguageState {
  bundled: Messages | null;
  /** Whether the start-up catalog is in `bundled` (area catalogs may have arrived first). */
  main: boolean;
  loading: Promise<void> | null;
  /** The area catalogs already merged into `bundled`, and those on their way. */
  areas: Map<MessageArea, Promise<void>>;
  overrides: Messages;
}

/** The messages of one Lingui instance, per language: the bundled catalog with the server's strings on top. */
export interface CatalogStore {
  /** Loads the bundled catalog of `language` once (a failed load may be retried later). */
  ensureBundled(language: Language, load?: (language: Language) => Promise<Messages>): Promise<void>;
  /**
   * Loads an area's catalog for `language` once and merges it in; the area is also loaded for every language
   * bundled later (a language switch brings the words of the pages already opened).
   */
  ensureArea(language: Language, area: MessageArea, load?: typeof loadCatalog): Promise<void>;
  /** Adds server-provided messages, which win over bundled ones whatever order they arrive in. */
  override(language: Language, messages: Messages): void;
  /** The message for `id` in `language`, if any is known yet. */
  message(language: Language, id: string): CompiledMessage | undefined;
}

const stores = new WeakMap<I18n, CatalogStore>();

/**
 * Loads a language's bundled catalog once, under what area catalogs already brought; `loaded` then publishes it.
 * A failed load is forgotten, so a later call tries again.
 */
function loadBundled(
  state: LanguageState,
  load: () => Promise<Messages>,
  loaded: () => Promise<void>,
): Promise<void> {
  if (state.main) return Promise.resolve();
  state.loading ??= load().then(
    async (messages) => {
      state.bundled = { ...messages, ...state.bundled };
      state.main = true;
      await loaded();
    },
    (error: unknown) => {
      state.loading = null;
      throw error;
    },
  );
  return state.loading;
}

/** Loads an area's catalog for a language once and merges it in; a failed load is forgotten, to be tried again. */
function loadArea(
  state: LanguageState,
  area: MessageArea,
  load: () => Promise<Messages>,
  loaded: () => void,
): Promise<void> {
  let loading = state.areas.get(area);
  if (!loading) {
    loading = load().then(
      (messages) => {
        state.bundled = { ...state.bundled, ...messages };
        loaded();
      },
      (error: unknown) => {
        state.areas.delete(area);
        throw error;
      },
    );
    state.areas.set(area, loading);
  }
  return loading;
}

function createStore(instance: I18n): CatalogStore {
  const languages = new Map<Language, LanguageState>();
  const wantedAreas = new Set<MessageArea>();
  const stateOf = (language: Language) => {
    let state = languages.get(language);
    if (!state) {
      state = { bundled: null, main: false, loading: null, areas: new Map(), overrides: {} };
      languages.set(language, state);
    }
    return state;
  };
  // Always hand Lingui a fresh object: it keeps the first one it gets and assigns later loads into it, which
  // would otherwise write server strings into the imported catalog module itself.
  const publish = (language: Language, state: LanguageState) =>
    instance.load(language, { ...state.bundled, ...state.overrides });

  const store: CatalogStore = {
    ensureBundled(language, load = loadCatalog) {
      const state = stateOf(language);
      return loadBundled(
        state,
        () => load(language),
        async () => {
          publish(language, state);
          await Promise.all([...wantedAreas].map((area) => store.ensureArea(language, area)));
        },
      );
    },
    ensureArea(language, area, load = loadCatalog) {
      wantedAreas.add(area);
      const state = stateOf(language);
      return loadArea(
        state,
        area,
        () => load(language, area),
        () => publish(language, state),
      );
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
  return store;
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
