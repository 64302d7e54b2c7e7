import { useLingui } from "@lingui/react";
import { usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Link } from "react-router";
import { preferencesMessages as m } from "./preferences-messages.ts";

/**
 * What a visitor sees when a public preferences link is missing its token or the server does not know it (D-12,
 * S-15): what happened and two ways forward, signing in to `/preferences` (the sign-in guard brings them back
 * there, D-01) or the welcome page.
 */
export function BadLinkView() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.badLinkTitle);
  return (
    <ErrorView
      title={title}
      focusOnMount
      actions={
        <>
          <Link className={buttonClassName()} to={paths.preferences()}>
            {i18n._(m.signIn)}
          </Link>
          <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.welcome()}>
            {i18n._(m.goToWelcome)}
          </Link>
        </>
      }
    >
      <p>{i18n._(m.badLinkBody)}</p>
    </ErrorView>
  );
}
