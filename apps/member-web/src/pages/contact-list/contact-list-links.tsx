import { useLingui } from "@lingui/react";
import { paths } from "@tandem/paths";
import { Link } from "react-router";
import { config } from "../../config.ts";
import { contactListMessages as m } from "./contact-list-messages.ts";

/**
 * The privacy policy and the programme's Instagram under the contact-list pages (F-079), each in a new tab so a
 * visitor at an event never loses the form; the Instagram link shows only when configured.
 */
export function ContactListLinks() {
  const { i18n } = useLingui();
  const newTab = <span className="tdm-visually-hidden"> {i18n._(m.opensInNewTab)}</span>;
  return (
    <ul className="contact-list__links">
      <li>
        <Link to={paths.privacyPolicy()} target="_blank" rel="noopener noreferrer">
          {i18n._(m.privacyPolicy)}
          {newTab}
        </Link>
      </li>
      {config.social.instagram ? (
        <li>
          <a href={config.social.instagram} target="_blank" rel="noopener noreferrer">
            {i18n._(m.instagram)}
            {newTab}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
