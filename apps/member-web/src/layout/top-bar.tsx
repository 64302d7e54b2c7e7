import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCurrentMember } from "@tandem/api-client/react";
import { paths } from "@tandem/paths";
import { OfflineIndicator } from "@tandem/ui/offline-indicator";
import { useId } from "react";
import { Link } from "react-router";
import { AppMenu } from "./app-menu.tsx";
import { ImpersonationBar } from "./impersonation-bar.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { Logo } from "./logo.tsx";
import { MenuIcon } from "./menu-icons.tsx";
import { TabNavigation } from "./tab-navigation.tsx";
import { useMenuToggle } from "./use-menu-toggle.ts";

const m = {
  appName: msg({ id: "common.app_name", message: "Tandem" }),
  openMenu: msg({ id: "nav.open_menu", message: "Open menu" }),
  closeMenu: msg({ id: "nav.close_menu", message: "Close menu" }),
};

/**
 * The top bar (F-008, F-012, F-013): the brand to the dashboard, the offline icon, the tabs on wide screens, the
 * languages where there is room, and the menu toggle. The menu closes on Escape (focus back on the toggle), on a
 * click outside it and on every navigation.
 */
export function TopBar({ navigation }: { navigation: boolean }) {
  const { i18n } = useLingui();
  const { data: member } = useCurrentMember();
  const { open, setOpen, bar, toggle } = useMenuToggle();
  const menuId = useId();
  const impersonating = Boolean(member?.adminMember);
  return (
    <header
      ref={bar}
      className={`app-layout__top-bar${impersonating ? " app-layout__top-bar--impersonating" : ""}`}
    >
      <div className="app-layout__bar">
        <Link to={member ? paths.dashboard() : paths.welcome()} className="app-layout__brand">
          <Logo width={40} />
          <span>{i18n._(m.appName)}</span>
        </Link>
        <OfflineIndicator />
        {navigation ? <TabNavigation placement="top" /> : null}
        <div className="app-layout__languages">
          <LanguageToggle />
        </div>
        <button
          ref={toggle}
          type="button"
          className="app-layout__menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={i18n._(open ? m.closeMenu : m.openMenu)}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon name={open ? "close" : "menu"} />
        </button>
      </div>
      {member?.adminMember ? <ImpersonationBar member={member} /> : null}
      {open ? <AppMenu id={menuId} member={member ?? null} onClose={() => setOpen(false)} /> : null}
    </header>
  );
}
