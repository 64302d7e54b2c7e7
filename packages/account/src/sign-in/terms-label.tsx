import { Trans } from "@lingui/react/macro";
import { paths } from "@tandem/paths";
import { Link } from "react-router";

/** "I agree to the Terms of Use and Privacy Policy", both links in-app (F-043). */
export function TermsLabel() {
  return (
    <Trans id="start.agree_terms">
      I agree to Tandem&apos;s <Link to={paths.termsOfUse()}>Terms of Use</Link> and{" "}
      <Link to={paths.privacyPolicy()}>Privacy Policy</Link>.
    </Trans>
  );
}
