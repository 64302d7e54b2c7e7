import { useLingui } from "@lingui/react";
import { PolicyText } from "./policy-text.tsx";
import { POLICY_END_ID } from "./privacy-policy-contents.tsx";
import { POLICY_SECTIONS, policyId, sectionAnchor, type PolicySection } from "./privacy-policy-sections.ts";

function Section({ section }: { section: PolicySection }) {
  const { i18n } = useLingui();
  const text = (key: string) => i18n._(policyId(`sections.${section.key}.${key}`));
  const anchor = sectionAnchor(section.key);
  return (
    <section id={anchor} className="policy-section" aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`} tabIndex={-1}>
        {text("title")}
      </h2>
      {section.subsections ? (
        <>
          <PolicyText text={text("intro")} />
          {section.subsections.map((sub) => (
            <div key={sub} className="policy-section__part">
              <h3>{text(`${sub}.title`)}</h3>
              <PolicyText text={text(`${sub}.body`)} />
            </div>
          ))}
        </>
      ) : (
        <PolicyText text={text("body")} />
      )}
    </section>
  );
}

/** Every section of the policy with its subsections, in the order of F-202, and the end marker after them. */
export function PrivacyPolicySections() {
  return (
    <div className="policy-sections">
      {POLICY_SECTIONS.map((section) => (
        <Section key={section.key} section={section} />
      ))}
      <div id={POLICY_END_ID} />
    </div>
  );
}
