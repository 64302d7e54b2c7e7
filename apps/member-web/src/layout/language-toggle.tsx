import { applyLanguage, SUPPORTED_LANGUAGES, type Language } from "@tandem/i18n";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { setDocumentLanguage } from "../lib/document-language.ts";
import { writeStored } from "../lib/storage.ts";
import "./language-toggle.css";

// Each language is offered in its own name, so a member who does not read the current one can still find theirs.
const NATIVE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** Buttons that switch the interface language, remembered in local storage (F-016). */
export function LanguageToggle() {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(language: Language) {
    setPending(language);
    try {
      await applyLanguage(language);
      writeStored("local", "language", language);
      setDocumentLanguage(language);
    } catch (error) {
      console.error("Could not switch language", error);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="language-toggle" role="group" aria-label="Language / Idioma">
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-toggle__option"
          aria-pressed={i18n.locale === language}
          aria-busy={pending === language || undefined}
          onClick={() => void choose(language)}
        >
          {NATIVE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
