import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { paths } from "@tandem/paths";
import { Link } from "react-router";
import { config } from "../config.ts";
import { MenuIcon } from "./menu-icons.tsx";

const m = {
  copyright: msg({ id: "footer.copyright", message: "© {year} Tandem" }),
  terms: msg({ id: "common.terms_of_use", message: "Terms of Use" }),
  privacy: msg({ id: "common.privacy_policy", message: "Privacy Policy" }),
  contact: msg({ id: "footer.contact_us", message: "Contact us" }),
  instagram: msg({ id: "footer.instagram", message: "Tandem on Instagram (opens in a new tab)" }),
  linkedin: msg({ id: "footer.linkedin", message: "Tandem on LinkedIn (opens in a new tab)" }),
};

/** The menu's footer (F-011): the year, the social pages in new tabs, the legal pages in-app, a mail link. */
export function MenuFooter({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  const social = [
    { href: config.social.instagram, label: m.instagram, icon: "instagram" as const },
    { href: config.social.linkedin, label: m.linkedin, icon: "linkedin" as const },
  ].filter((link) => link.href);
  return (
    <div className="app-menu__footer">
      <ul className="app-menu__footer-links">
        <li>
          <Link to={paths.termsOfUse()} onClick={onNavigate}>
            {i18n._(m.terms)}
          </Link>
        </li>
        <li>
          <Link to={paths.privacyPolicy()} onClick={onNavigate}>
            {i18n._(m.privacy)}
          </Link>
        </li>
        <li>
          <a href={`mailto:${config.supportEmail}`}>{i18n._(m.contact)}</a>
        </li>
      </ul>
      <div className="app-menu__social">
        {social.map((link) => (
          <a
            key={link.icon}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={i18n._(link.label)}
            className="app-menu__social-link"
          >
            <MenuIcon name={link.icon} />
          </a>
        ))}
      </div>
      <p className="app-menu__copyright">
        {i18n._({ ...m.copyright, values: { year: new Date().getFullYear() } })}
      </p>
    </div>
  );
}
