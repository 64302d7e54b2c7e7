import { useLingui } from "@lingui/react";
import { isApiError } from "@tandem/api-client";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { useEffect } from "react";
import { Link, useRevalidator, useRouteError } from "react-router";
import { failureMessage } from "./messages.ts";
import { useOfflineRetry } from "./use-offline-retry.ts";
import { pageMessages } from "./page-messages.ts";
import { usePageTitle } from "./use-page-title.ts";

/**
 * The generic error view of a page whose load or render failed (F-003, E-03), shown inside the layout so the top
 * bar and tabs stay. An API error shows its own localized message (`errors.<code>`, with the seconds of a rate
 * limit); anything else the generic body. Try again reruns the loaders; Go home leads to the dashboard. A load that
 * failed because the browser is offline shows the app's offline page instead, and loads again by itself when
 * the connection returns (B-10).
 * @example export const ErrorBoundary = PageErrorBoundary;
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { i18n } = useLingui();
  const revalidator = useRevalidator();
  const offline = useOfflineRetry(error, revalidator.revalidate);
  const title = usePageTitle(offline ? pageMessages.offlineTitle : pageMessages.errorTitle);
  useEffect(() => {
    console.error("page failed", error);
  }, [error]);
  const body = i18n._(
    offline ? pageMessages.offlineBody : isApiError(error) ? failureMessage(error) : pageMessages.errorBody,
  );
  return (
    <ErrorView
      title={title}
      kind={offline ? "offline" : "error"}
      focusOnMount
      actions={
        <>
          <Button loading={revalidator.state === "loading"} onClick={() => void revalidator.revalidate()}>
            {i18n._(pageMessages.tryAgain)}
          </Button>
          <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.dashboard()}>
            {i18n._(pageMessages.goHome)}
          </Link>
        </>
      }
    >
      <p>{body}</p>
    </ErrorView>
  );
}
