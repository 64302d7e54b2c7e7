import { useLingui } from "@lingui/react";
import { errorMessage } from "@tandem/i18n";
import { pageMessages, usePageTitle } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { useRevalidator } from "react-router";

/**
 * The dashboard's failure view (E-11, D-17): "Something went wrong", the unhandled-error text and Try again,
 * with no Go home button, since home is this page.
 */
export function DashboardFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { i18n } = useLingui();
  const title = usePageTitle(pageMessages.errorTitle);
  return (
    <ErrorView
      title={title}
      focusOnMount
      actions={
        <Button loading={retrying} onClick={onRetry}>
          {i18n._(pageMessages.tryAgain)}
        </Button>
      }
    >
      <p>{i18n._(errorMessage("unhandled_error"))}</p>
    </ErrorView>
  );
}

/** The route's error element: the same view, Try again running the loaders again. */
export function DashboardErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <DashboardFailure
      retrying={revalidator.state === "loading"}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
