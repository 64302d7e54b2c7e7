import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import { toLanguage, type Language } from "../languages.ts";
import { switchLanguage } from "../switch-language.ts";
import { useStaticStringsLoader } from "./static-strings-provider.tsx";

/** Options of {@link useLanguageSwitch}. */
export interface UseLanguageSwitchOptions {
  /**
   * Called once a switch has been applied: the place to remember the choice, save it to the server for a
   * signed-in member (F-033) and refetch server-localised data (F-035).
   */
  onSwitched?: (language: Language) => void;
}

/** What {@link useLanguageSwitch} gives. */
export interface LanguageSwitch {
  /** The active language. */
  language: Language;
  /** The language being switched to, or null. */
  pending: Language | null;
  /** Switches as `switchLanguage` does (D-03) with the provided server strings; resolves whether it applied. */
  switchLanguage: (language: Language) => Promise<boolean>;
}

/**
 * Switching the interface language from a component (doc 1 §4): the active language, the pending one, and a
 * switch that calls `onSwitched` when it applied.
 */
export function useLanguageSwitch({ onSwitched }: UseLanguageSwitchOptions = {}): LanguageSwitch {
  const { i18n } = useLingui();
  const strings = useStaticStringsLoader();
  const [pending, setPending] = useState<Language | null>(null);
  const switchTo = useCallback(
    async (language: Language) => {
      setPending(language);
      try {
        const applied = await switchLanguage(language, { instance: i18n, strings });
        if (applied) onSwitched?.(language);
        return applied;
      } finally {
        setPending(null);
      }
    },
    [i18n, strings, onSwitched],
  );
  return { language: toLanguage(i18n.locale), pending, switchLanguage: switchTo };
}
