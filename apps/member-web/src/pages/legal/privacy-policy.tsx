import { useLingui } from "@lingui/react";
import { usePageTitle } from "@tandem/page-kit";
import { legalMessages as m } from "./legal-messages.ts";
import { PrivacyPolicyContents } from "./privacy-policy-contents.tsx";
import { PrivacyPolicyOverview } from "./privacy-policy-overview.tsx";
import { PrivacyPolicySections } from "./privacy-policy-sections-view.tsx";
import { StringsFileGate } from "./strings-file-gate.tsx";
import "./legal.css";

/**
 * The privacy policy (doc 2 §2, F-199–F-204, D-21), one responsive page: the overview, then the sections with
 * the table of contents beside them on wide screens and in a sticky bar on phones. Its text is the
 * `privacy_policy` strings file, loaded on demand; the title is the policy's own once it is in.
 */
export function PrivacyPolicy({ embedded = false }: { embedded?: boolean }) {
  const { i18n } = useLingui();
  // `privacy_policy.title` is the file's title once loaded, the bundled stand-in before (F-199).
  const title = usePageTitle(m.policyTitle);
  return (
    <article className={embedded ? "policy policy--embedded" : "policy"}>
      <StringsFileGate namespace="privacy_policy" failedMessage={i18n._(m.policyFailed)}>
        {() => (
          <div className="policy__body">
            <PrivacyPolicyOverview title={title} />
            <PrivacyPolicyContents />
            <PrivacyPolicySections />
          </div>
        )}
      </StringsFileGate>
    </article>
  );
}
