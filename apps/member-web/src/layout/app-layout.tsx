import { Trans } from "@lingui/react/macro";
import { PageErrorBoundary } from "@tandem/page-kit";
import type { ReactNode } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { paths } from "@tandem/paths";
import { TabNavigation } from "./tab-navigation.tsx";
import { TopBar } from "./top-bar.tsx";
import "./app-layout.css";

/** The page frame: the top bar with its menu, the page, and for members the app's tab navigation (D-08). */
export function AppLayout({ navigation, children }: { navigation: boolean; children?: ReactNode }) {
  const location = useLocation();
  return (
    <div className={navigation ? "app-layout app-layout--with-tabs" : "app-layout"}>
      <a className="app-layout__skip" href="#main">
        <Trans id="common.skip_to_content">Skip to content</Trans>
      </a>
      <TopBar navigation={navigation} />
      <main id="main" className="app-layout__main" key={location.pathname}>
        {children ?? <Outlet />}
      </main>
      {navigation ? <TabNavigation placement="bottom" /> : null}
      <footer className="app-layout__footer">
        <NavLink to={paths.termsOfUse()}>
          <Trans id="common.terms_of_use">Terms of Use</Trans>
        </NavLink>
        <NavLink to={paths.privacyPolicy()}>
          <Trans id="common.privacy_policy">Privacy Policy</Trans>
        </NavLink>
      </footer>
    </div>
  );
}

/** The frame of member pages: top bar and the tab bar (D-08). */
export function MemberLayout() {
  return <AppLayout navigation />;
}

/** The frame of public pages: the top bar without tabs. */
export function PublicLayout() {
  return <AppLayout navigation={false} />;
}

// React Router shows an error from a guard (say, GET /me answered with something broken) at the frame's own
// boundary, so the frame's error element is the frame again, with the error view in place of the page.

/** The member frame around the page error view. */
export function MemberLayoutError() {
  return (
    <AppLayout navigation>
      <PageErrorBoundary />
    </AppLayout>
  );
}

/** The public frame around the page error view. */
export function PublicLayoutError() {
  return (
    <AppLayout navigation={false}>
      <PageErrorBoundary />
    </AppLayout>
  );
}
