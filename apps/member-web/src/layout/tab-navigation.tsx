import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Link, useLocation } from "react-router";
import { paths } from "@tandem/paths";

const TABS = [
  {
    to: paths.dashboard(),
    label: msg({ id: "nav.home", message: "Home" }),
    icon: "M3 11 12 3l9 8v10h-6v-6H9v6H3z",
  },
  {
    to: paths.mobility(),
    label: msg({ id: "nav.mobility", message: "Mobility" }),
    icon: "M5 18a3 3 0 1 0 0-.01M19 18a3 3 0 1 0 0-.01M5 18l4-8h6l4 8M9 10 7.5 6H5m10 4 1-4h2",
  },
  {
    to: paths.food(),
    label: msg({ id: "nav.food", message: "Food" }),
    icon: "M4 10h16l-1.5 10h-13zM8 10V7a4 4 0 0 1 8 0v3",
    alsoActive: "/checkout",
  },
  {
    to: paths.utilities(),
    label: msg({ id: "nav.utilities", message: "Utilities" }),
    icon: "M13 2 4 14h7l-1 8 9-12h-7z",
  },
];

/** Whether a tab is the current one: the path is its target or below it, or below its `alsoActive`. */
function isCurrent(tab: (typeof TABS)[number], pathname: string): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return under(tab.to) || (tab.alsoActive !== undefined && pathname.startsWith(tab.alsoActive));
}

/** Home, Mobility, Food, Utilities (F-014); Food also lights up on any /checkout page (D-08). */
export function TabNavigation({ placement }: { placement: "top" | "bottom" }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <nav
      className={`tab-navigation tab-navigation--${placement}`}
      aria-label={i18n._(msg({ id: "nav.label", message: "Main" }))}
    >
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className={isCurrent(tab, pathname) ? "tab-navigation__link is-active" : "tab-navigation__link"}
              // One test for the highlight and for screen readers: NavLink would announce only its own match.
              aria-current={isCurrent(tab, pathname) ? "page" : undefined}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d={tab.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{i18n._(tab.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
