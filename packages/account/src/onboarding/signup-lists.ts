import type { I18n } from "@lingui/core";
import type { ApiClient } from "@tandem/api-client";
import { metaQueries } from "@tandem/api-client/react";
import type { SelectOption } from "@tandem/ui/select";
import { useQuery } from "@tanstack/react-query";
import { onboardingMessages as m } from "./onboarding-messages.ts";

// The loader has already tried (with the client's retries); a failed list waits for the member's Try again rather
// than loading all over again as the page appears.

/** F-058, A-19: the states of the supported geographies, value and label as the server gives them. */
export function useStateOptions(api: ApiClient) {
  return useQuery({
    ...metaQueries.geographies(api),
    retryOnMount: false,
    select: (geographies): readonly SelectOption[] =>
      geographies.provinces.map(({ value, label }) => ({ value, label })),
  });
}

/**
 * F-059, A-20: the supported organizations by name, then "No affiliation" and "Not listed" in the member's
 * language; as in the spec, the chosen text itself is what is sent.
 */
export function useOrganizationOptions(api: ApiClient, i18n: I18n) {
  const extra = [i18n._(m.unaffiliated), i18n._(m.notListed)];
  return useQuery({
    ...metaQueries.organizations(api),
    retryOnMount: false,
    select: (organizations): readonly SelectOption[] =>
      [...organizations.items.map(({ name }) => name), ...extra].map((name) => ({
        value: name,
        label: name,
      })),
  });
}
