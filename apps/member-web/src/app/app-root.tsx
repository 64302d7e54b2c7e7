import { MarkdownConfigProvider, type RenderAppLink } from "@tandem/ui/markdown";
import { ProgressBar } from "@tandem/ui/progress-bar";
import { ToastProvider } from "@tandem/ui/toast";
import { ScrollOnNavigate } from "@tandem/page-kit";
import { Link, Outlet, useNavigation } from "react-router";
import { config } from "../config.ts";
import { AppUpdatedNotice } from "../pwa/app-updated-notice.tsx";
import { useSessionEnd } from "./use-session-end.ts";
import "./app-root.css";

// In-app links in product text go through the router, so they keep the /app base and its history (F-024).
const renderRouterLink: RenderAppLink = ({ to, replace, newTab, className, children }) => (
  <Link
    to={to}
    replace={replace}
    className={className}
    {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
  >
    {children}
  </Link>
);

function SessionEnd() {
  useSessionEnd();
  return null;
}

/**
 * The root of every route: toasts (F-004), product-text link rules (F-023..F-025), a progress bar while a
 * navigation waits for its data, a new page opening at the top and Back returning to where it was (B-11), and
 * the sign-in redirect when a session ends mid-visit.
 */
export function AppRoot() {
  const navigation = useNavigation();
  return (
    <ToastProvider>
      <MarkdownConfigProvider renderLink={renderRouterLink} marketingHost={config.marketingHost}>
        <ProgressBar active={navigation.state !== "idle"} />
        <SessionEnd />
        <AppUpdatedNotice />
        <Outlet />
        <ScrollOnNavigate />
      </MarkdownConfigProvider>
    </ToastProvider>
  );
}
