import { useLingui } from "@lingui/react";
import { memberMessages } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { Link } from "react-router";
import { regainAccessMessages as m } from "./regain-access-messages.ts";
import "../forms/form-page.css";
import "./regain-access.css";

/** `/regain-account-access/success`: thank you, what happens next, and Return home to the welcome page. */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.thankYou);
  return (
    <section className="form-page regain-access regain-access--done" aria-labelledby="regain-done-title">
      <div className="regain-access__check" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7" />
        </svg>
      </div>
      <h1 id="regain-done-title">{title}</h1>
      <p className="form-page__lead">{i18n._(memberMessages.auth.access_account_confirmed)}</p>
      <Link className={buttonClassName()} to={paths.welcome()}>
        {i18n._(m.returnHome)}
      </Link>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
