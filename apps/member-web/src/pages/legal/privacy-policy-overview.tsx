import { useLingui } from "@lingui/react";
import { LanguageToggle } from "../../layout/language-toggle.tsx";
import { legalMessages as m } from "./legal-messages.ts";
import { PolicyText } from "./policy-text.tsx";
import { goToSection } from "./privacy-policy-contents.tsx";
import { POLICY_SECTIONS, policyId, sectionAnchor } from "./privacy-policy-sections.ts";

const STATEMENTS = ["transparency", "consent", "education", "trust"] as const;

/**
 * The top of the policy (F-201): the language toggle, title and intro, a jump to the policy itself, the
 * community-driven statement, the four promises, and where to ask (the FAQ in the current language and a mail
 * link), all from the policy's own strings file.
 */
export function PrivacyPolicyOverview({ title }: { title: string }) {
  const { i18n } = useLingui();
  const text = (key: string) => i18n._(policyId(key));
  const first = POLICY_SECTIONS[0];
  return (
    <header className="policy-overview">
      <div className="policy-overview__language">
        <LanguageToggle />
      </div>
      <h1 id="policy-title">{title}</h1>
      <p className="policy-overview__lead">{i18n._(m.policyIntro)}</p>
      <p className="policy-overview__updated">{text("last_updated")}</p>
      {first ? (
        <a
          className="policy-overview__jump"
          href={`#${sectionAnchor(first.key)}`}
          onClick={(event) => goToSection(event, sectionAnchor(first.key))}
        >
          {i18n._(m.jumpToPolicy)}
        </a>
      ) : null}
      <PolicyText className="policy-overview__community" text={text("overview.community_driven")} />
      <h2>{text("overview.title")}</h2>
      <ul className="policy-overview__statements">
        {STATEMENTS.map((key) => (
          <li key={key}>
            <PolicyText text={text(`overview.${key}`)} />
          </li>
        ))}
      </ul>
      <aside className="policy-overview__questions" aria-labelledby="policy-questions">
        <h2 id="policy-questions">{i18n._(m.questions)}</h2>
        <PolicyText text={text("overview.faq")} />
        <PolicyText text={text("overview.contact_us")} />
      </aside>
    </header>
  );
}
