import { useLingui } from "@lingui/react";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { RegainAccessForm } from "./regain-access-form.tsx";
import { regainAccessMessages as m } from "./regain-access-messages.ts";
import "../forms/form-page.css";
import "./regain-access.css";

/** `/regain-account-access`: for a member whose phone number changed, a request to our support team. */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.title);
  return (
    <section className="form-page regain-access" aria-labelledby="regain-title">
      <h1 id="regain-title">{title}</h1>
      <p className="form-page__lead">{i18n._(m.intro)}</p>
      <RegainAccessForm />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
