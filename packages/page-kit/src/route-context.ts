import type { ApiClient } from "@tandem/api-client";
import type { QueryClient } from "@tanstack/react-query";

/** Where cards are tokenised (F-162, A-50): the provider's publishable key and, for a stand-in, where it is. */
export interface CardProviderSettings {
  /** The provider's publishable (public) key, `pk_…`. */
  publishableKey: string;
  /**
   * The origin and path prefix of a stand-in provider (the sandbox's `…/sandbox/card-provider`); unset means the
   * real provider, whose own script then loads on the card page.
   */
  baseUrl?: string | undefined;
}

/** The deployment's settings some pages read (doc 1 §9), given by the shell from its configuration. */
export interface PageSettings {
  /** The add-funds feature flag (F-157). */
  addFunds: boolean;
  /** The card provider (F-162). */
  cardProvider: CardProviderSettings;
}

/**
 * What every page's loader needs, created once by the shell at start: the one API client, the one query
 * cache and, for the pages that depend on the deployment, its settings. Loader factories take it, so a page
 * module never reaches for globals.
 */
export interface RouteContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** Unset in contexts without pages that need them; pages then use {@link defaultPageSettings}. */
  settings?: PageSettings;
}

/** What a page assumes when the shell gives no settings: add funds on, cards tokenised at the same-origin sandbox. */
export const defaultPageSettings: PageSettings = {
  addFunds: true,
  cardProvider: { publishableKey: "pk_test_sandbox", baseUrl: "/sandbox/card-provider" },
};
