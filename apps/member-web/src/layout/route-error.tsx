import { useLingui } from "@lingui/react";
import { PageErrorBoundary, pageMessages, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Link } from "react-router";

/** The `/error` page (R-03, F-003): the generic error screen, with a way home. */
export function ErrorScreen() {
  const { i18n } = useLingui();
  const title = usePageTitle(pageMessages.errorTitle);
  return (
    <ErrorView
      title={title}
      actions={
        <Link to={paths.dashboard()} className={buttonClassName({ variant: "primary" })}>
          {i18n._(pageMessages.goHome)}
        </Link>
      }
    >
      <p>{i18n._(pageMessages.errorBody)}</p>
    </ErrorView>
  );
}

/** The last resort when a layout itself fails: the page error view on a plain page. */
export function RouteError() {
  return (
    <main id="main" className="app-layout__main">
      <PageErrorBoundary />
    </main>
  );
}
