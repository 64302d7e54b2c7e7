import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { SignOutButton } from "@tandem/account/sign-out";
import type { CurrentMember } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { NavLink } from "react-router";
import { LanguageToggle } from "./language-toggle.tsx";
import { MenuFooter } from "./menu-footer.tsx";
import { menuItems } from "./menu-items.ts";

const menuLabel = msg({ id: "nav.menu", message: "Menu" });

/**
 * The menu's panel (F-009, F-010, B-15): for a member the pages in the spec's order, the current one marked, and
 * Logout; the language buttons (on phones, where the top bar has no room for them); the footer. A visitor sees
 * only the languages and the footer. Choosing any link, the current page included, closes the menu.
 */
export function AppMenu({
  id,
  member,
  onClose,
}: {
  id: string;
  member: CurrentMember | null;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div id={id} className="app-menu">
      {member ? (
        <nav aria-label={i18n._(menuLabel)}>
          <ul className="app-menu__list">
            {menuItems(member).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.dashboard()}
                  className="app-menu__link"
                  onClick={onClose}
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <SignOutButton className="app-menu__sign-out" />
            </li>
          </ul>
        </nav>
      ) : null}
      <div className="app-menu__languages">
        <LanguageToggle />
      </div>
      <MenuFooter onNavigate={onClose} />
    </div>
  );
}
