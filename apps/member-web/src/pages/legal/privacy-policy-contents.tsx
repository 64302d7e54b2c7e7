import { useLingui } from "@lingui/react";
import { useState, type MouseEvent } from "react";
import { legalMessages as m } from "./legal-messages.ts";
import { POLICY_SECTIONS, policyId, sectionAnchor } from "./privacy-policy-sections.ts";
import { useCurrentSection } from "./use-current-section.ts";

/** The element id after the last section, which tells the table of contents the end is in view. */
export const POLICY_END_ID = "policy-end";

const anchors = POLICY_SECTIONS.map(({ key }) => sectionAnchor(key));

/**
 * A link to a section moves there and puts focus on its heading, so keyboard and screen-reader members land there
 * too; the URL stays as it is, since the router would treat a new hash as a navigation.
 */
export function goToSection(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const section = document.getElementById(anchor);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView?.({ block: "start" });
  section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

/**
 * The policy's table of contents (F-203, D-21): the current section marked with `aria-current` as the member
 * scrolls; beside the text on wide screens, a sticky bar on phones that opens to the list and closes on a choice.
 */
export function PrivacyPolicyContents() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const current = useCurrentSection(anchors, POLICY_END_ID);
  const currentKey = POLICY_SECTIONS.find(({ key }) => sectionAnchor(key) === current)?.key;
  return (
    <nav className="policy-contents" aria-labelledby="policy-contents-title" data-open={open}>
      <h2 id="policy-contents-title" className="policy-contents__title">
        {i18n._(policyId("toc_title"))}
      </h2>
      <button
        type="button"
        className="policy-contents__toggle"
        aria-expanded={open}
        aria-controls="policy-contents-list"
        onClick={() => setOpen(!open)}
      >
        <span className="policy-contents__current">
          <span className="policy-contents__caption">{i18n._(policyId("toc_title"))}</span>
          {currentKey ? i18n._(policyId(`sections.${currentKey}.title`)) : null}
        </span>
        <span className="tdm-visually-hidden">{i18n._(open ? m.hideContents : m.showContents)}</span>
        <svg
          className="policy-contents__chevron"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ol id="policy-contents-list" className="policy-contents__list">
        {POLICY_SECTIONS.map(({ key }) => (
          <li key={key}>
            <a
              href={`#${sectionAnchor(key)}`}
              aria-current={sectionAnchor(key) === current ? "location" : undefined}
              onClick={(event) => {
                goToSection(event, sectionAnchor(key));
                setOpen(false);
              }}
            >
              {i18n._(policyId(`sections.${key}.title`))}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
