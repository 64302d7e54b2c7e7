import { useLingui } from "@lingui/react";
import { formatDate, intlLocale, toLanguage } from "@tandem/i18n";
import { useCallback } from "react";

/** Order dates as a medium date and time (C-22), in the member's language: "Dec 2, 2025, 12:11 PM". */
export function useOrderDate(): (value: string) => string {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return useCallback(
    (value: string) =>
      new Intl.DateTimeFormat(intlLocale(language), {
        dateStyle: "medium",
        timeStyle: "short",
      }).format(new Date(value)),
    [language],
  );
}

/** A day without the time, for "Available for pickup …": the long date of F-040. */
export function useOrderDay(): (value: string) => string {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return useCallback((value: string) => formatDate(value, language, "long"), [language]);
}
