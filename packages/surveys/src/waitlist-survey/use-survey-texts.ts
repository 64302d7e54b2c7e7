import { useLingui } from "@lingui/react";
import { toLanguage } from "@tandem/i18n";
import { useStaticStringsLoader } from "@tandem/i18n/react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { SURVEYS_NAMESPACE } from "./waitlist-surveys.ts";

/**
 * Loads the surveys' strings file in the member's language through the app's strings loader (fetched once per
 * language and kept, F-037), as a query: pending while it comes, an error when it failed (the loader logged
 * why), and `refetch` to try again. Its texts are then Lingui messages (see `surveyTextId`).
 */
export function useSurveyTexts(): UseQueryResult<true> {
  const { i18n } = useLingui();
  const loader = useStaticStringsLoader();
  const language = toLanguage(i18n.locale);
  return useQuery({
    queryKey: ["static-strings", language, SURVEYS_NAMESPACE] as const,
    queryFn: async () => {
      if (!loader || !(await loader.load(language, SURVEYS_NAMESPACE))) {
        throw new Error(`The ${language} surveys strings file did not load`);
      }
      return true as const;
    },
    staleTime: Infinity,
    retry: false,
  });
}
