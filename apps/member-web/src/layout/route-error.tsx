import { Trans } from "@lingui/react/macro";
import { buttonClassName } from "@tandem/ui/button";
import { Link, useRouteError } from "react-router";
import { paths } from "../paths.ts";
import "./simple-page.css";

/** The generic error screen (F-003): what went wrong and a way home. */
export function ErrorScreen() {
  return (
    <section className="simple-page" aria-labelledby="error-title">
      <h1 id="error-title">
        <Trans id="errors.something_went_wrong_title">Something went wrong</Trans>
      </h1>
      <p className="simple-page__lead">
        <Trans id="errors.something_went_wrong_body">
          Sorry, this page could not be loaded. Please check your connection and try again.
        </Trans>
      </p>
      <p>
        <Link to={paths.dashboard()} className={buttonClassName({ variant: "primary" })}>
          <Trans id="errors.go_home">Go home</Trans>
        </Link>
      </p>
    </section>
  );
}

/** Route error element: logs the failure and shows the generic error screen in place of the page. */
export function RouteError() {
  const error = useRouteError();
  console.error("Route failed", error);
  return (
    <main id="main" className="app-layout__main">
      <ErrorScreen />
    </main>
  );
}
