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

/** What /mobility depends on (doc 1 §6, §9; D-02). */
export interface MobilitySettings {
  /** The mobility feature flag: the map when on, the waitlist when off. */
  enabled: boolean;
  /** Restricted mobility: selecting a vehicle only says it is coming soon (F-097). */
  restricted: boolean;
  /** The maps service's access token (F-084); without one the map draws its built-in style. */
  mapsAccessToken: string | undefined;
}

/** The deployment's settings some pages read (doc 1 §9), given by the shell from its configuration. */
export interface PageSettings {
  /** The add-funds feature flag (F-157). */
  addFunds: boolean;
  /** The card provider (F-162). */
  cardProvider: CardProviderSettings;
  /** The map's flags and token; {@link defaultPageSettings}' when unset. */
  mobility?: MobilitySettings;
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

/**
 * What a page assumes when the shell gives no settings: add funds on, cards tokenised at the same-origin sandbox,
 * mobility on and not restricted (D-02), no maps token.
 */
export const defaultPageSettings = {
  addFunds: true,
  cardProvider: { publishableKey: "pk_test_sandbox", baseUrl: "/sandbox/card-provider" },
  mobility: { enabled: true, restricted: false, mapsAccessToken: undefined },
} satisfies Required<PageSettings>;
