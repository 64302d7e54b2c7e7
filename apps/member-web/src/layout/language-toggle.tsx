import { metaQueries, useApiClient } from "@tandem/api-client/react";
import { SUPPORTED_LANGUAGES, toLanguage, type Language } from "@tandem/i18n";
import { useQuery } from "@tanstack/react-query";
import { useMemberLanguageSwitch } from "../lib/use-member-language-switch.ts";
import "./language-toggle.css";

// Each language is offered in its own name, so a member who does not read the current one can still find theirs;
// these stand in until (or unless) GET /meta/supported_locales answers (F-031).
const NATIVE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

interface Choice {
  language: Language;
  name: string;
}

// The server's locales, limited to the languages Tandem has catalogs for (C-08), in the server's order.
function useLanguageChoices(): Choice[] {
  const { data } = useQuery(metaQueries.locales(useApiClient()));
  const choices = (data?.items ?? [])
    .filter(({ code }) => toLanguage(code) === code)
    .map(({ code, native }) => ({
      language: toLanguage(code),
      name: native || NATIVE_NAMES[toLanguage(code)],
    }));
  return choices.length > 0
    ? choices
    : SUPPORTED_LANGUAGES.map((language) => ({ language, name: NATIVE_NAMES[language] }));
}

/** Buttons that switch the interface language (doc 1 §4, F-031..F-035), one per supported language. */
export function LanguageToggle() {
  const { language: active, pending, switchLanguage } = useMemberLanguageSwitch();
  const choices = useLanguageChoices();

  return (
    // The group is named in both languages: it is how a member who reads only the other one finds it.
    <div className="language-toggle" role="group" aria-label="Language / Idioma">
      {choices.map(({ language, name }) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-toggle__option"
          aria-pressed={active === language}
          aria-busy={pending === language || undefined}
          onClick={() => {
            if (language !== active) void switchLanguage(language);
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
