import { useLingui } from "@lingui/react";
import { DEFAULT_LANGUAGE } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button } from "@tandem/ui/button";
import { useNavigate, useSearchParams } from "react-router";
import { useMemberLanguageSwitch } from "../../lib/use-member-language-switch.ts";
import { ContactListLinks } from "./contact-list-links.tsx";
import { contactListMessages as m } from "./contact-list-messages.ts";
import "./contact-list.css";

/**
 * `/contact-list/success` (R-15, F-081, D-20): the thanks, and a button that readies the sign-up for the next
 * person at the event: English again and back to the language choice, the event kept.
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.successTitle);
  const navigate = useNavigate();
  const eventName = useSearchParams()[0].get("eventName") ?? undefined;
  const { pending, switchLanguage } = useMemberLanguageSwitch();
  const again = async () => {
    await switchLanguage(DEFAULT_LANGUAGE);
    void navigate(paths.contactList({ search: { eventName } }));
  };
  return (
    <section className="contact-list contact-list--success" aria-labelledby="contact-list-title">
      <div className="contact-list__check" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h1 id="contact-list-title">{title}</h1>
      <p className="contact-list__lead">{i18n._(m.successIntro)}</p>
      <Button size="lg" block loading={pending !== null} onClick={() => void again()}>
        {i18n._(m.signUpAgain)}
      </Button>
      <ContactListLinks />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
