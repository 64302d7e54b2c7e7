import { MarkdownConfigProvider, type RenderAppLink } from "@tandem/ui/markdown";
import { ToastProvider } from "@tandem/ui/toast";
import { Link, Outlet } from "react-router";
import { config } from "../config.ts";
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

/** The root of every route: toasts (F-004) and product-text link rules (F-023..F-025) for all pages. */
export function AppRoot() {
  return (
    <ToastProvider>
      <MarkdownConfigProvider renderLink={renderRouterLink} marketingHost={config.marketingHost}>
        <Outlet />
      </MarkdownConfigProvider>
    </ToastProvider>
  );
}
