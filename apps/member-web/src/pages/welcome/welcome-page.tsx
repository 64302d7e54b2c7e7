import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { buttonClassName } from "@tandem/ui/button";
import { Link } from "react-router";
import { config } from "../../config.ts";
import { LanguageToggle } from "../../layout/language-toggle.tsx";
import { Logo } from "../../layout/logo.tsx";
import { usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { PartnerInvitation } from "./partner-invitation.tsx";
import "./welcome.css";

const title = msg({ id: "welcome.title", message: "Welcome" });

/** Continue to sign in, and, where the programme has a site, Learn more (B-01). */
function WelcomeActions() {
  return (
    <div className="welcome__actions">
      <Link to={paths.start()} className={buttonClassName({ variant: "primary", size: "lg", block: true })}>
        <Trans id="welcome.continue">Continue</Trans>
      </Link>
      {config.marketingHost ? (
        // B-01: Learn more leads to the programme's own site; it keeps the referrer (F-025).
        <a
          href={`https://${config.marketingHost}/`}
          target="_blank"
          rel="noopener"
          className={buttonClassName({ variant: "link" })}
        >
          <Trans id="welcome.learn_more">Learn more about Tandem</Trans>
          <span className="tdm-visually-hidden">
            {" "}
            <Trans id="common.opens_in_new_tab">(opens in a new tab)</Trans>
          </span>
        </a>
      ) : null}
    </div>
  );
}

/** The welcome page (B-01): no navigation bar, white background, a way in and a way to learn more. */
function WelcomePage() {
  usePageTitle(title);
  return (
    <div className="welcome">
      <div className="welcome__language">
        <LanguageToggle />
      </div>
      <main id="main" className="welcome__main">
        <Logo width={250} />
        <h1 className="welcome__heading">
          <Trans id="welcome.heading">Rides, food and savings, shared by your community</Trans>
        </h1>
        <PartnerInvitation />
        <p className="welcome__lead">
          <Trans id="welcome.lead">
            Tandem brings e-bikes, e-scooters and fresh food from local vendors to members across Portland, at
            prices your programme helps cover.
          </Trans>
        </p>
        <ul className="welcome__points">
          <li>
            <Trans id="welcome.point_mobility">Ride shared e-bikes and e-scooters from a map</Trans>
          </li>
          <li>
            <Trans id="welcome.point_food">Order food and pick it up near you</Trans>
          </li>
          <li>
            <Trans id="welcome.point_utilities">Join the waitlist for help with utilities</Trans>
          </li>
        </ul>
        <WelcomeActions />
      </main>
      <footer className="welcome__footer">
        <Link to={paths.termsOfUse()}>
          <Trans id="common.terms_of_use">Terms of Use</Trans>
        </Link>
        <Link to={paths.privacyPolicy()}>
          <Trans id="common.privacy_policy">Privacy Policy</Trans>
        </Link>
      </footer>
    </div>
  );
}

export const pages = { welcome: WelcomePage };
