import { useLingui } from "@lingui/react";
import { metaQueries, useApiClient } from "@tandem/api-client/react";
import { SUPPORTED_LANGUAGES, toLanguage, type Language } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button } from "@tandem/ui/button";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { Logo } from "../../layout/logo.tsx";
import { useMemberLanguageSwitch } from "../../lib/use-member-language-switch.ts";
import { ContactListLinks } from "./contact-list-links.tsx";
import { contactListMessages as m } from "./contact-list-messages.ts";
import "./contact-list.css";

// Each language in its own name, so a visitor who reads only one finds it; used until, or unless, the
// server's list answers.
const NATIVE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** Warms the supported locales; a failure is not fatal, the buttons fall back to English and Español. */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async () => {
    await queryClient.prefetchQuery(metaQueries.locales(apiClient));
    return null;
  };

function useLanguageChoices() {
  const { data } = useQuery(metaQueries.locales(useApiClient()));
  const served = (data?.items ?? [])
    .filter(({ code }) => toLanguage(code) === code)
    .map(({ code, native }) => ({
      language: toLanguage(code),
      name: native || NATIVE_NAMES[toLanguage(code)],
    }));
  return served.length > 0
    ? served
    : SUPPORTED_LANGUAGES.map((language) => ({ language, name: NATIVE_NAMES[language] }));
}

/**
 * `/contact-list` (R-13, F-076, D-20): the logo, a welcome and one button per language in its own name; a choice
 * switches the language and opens the form, carrying the event's name.
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const eventName = search.get("eventName") ?? undefined;
  const { pending, switchLanguage } = useMemberLanguageSwitch();
  const choose = async (language: Language) => {
    await switchLanguage(language);
    void navigate(paths.contactListAdd({ search: { eventName } }));
  };
  return (
    <section className="contact-list contact-list--home" aria-labelledby="contact-list-title">
      <Logo width={250} />
      <h1 id="contact-list-title">{title}</h1>
      <p className="contact-list__lead">{i18n._(m.welcome)}</p>
      <h2 className="contact-list__subheading">{i18n._(m.chooseLanguage)}</h2>
      <div className="contact-list__languages">
        {useLanguageChoices().map(({ language, name }) => (
          <Button
            key={language}
            lang={language}
            size="lg"
            block
            loading={pending === language}
            onClick={() => void choose(language)}
          >
            {name}
          </Button>
        ))}
      </div>
      <ContactListLinks />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
