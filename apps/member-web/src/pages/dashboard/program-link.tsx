import { resolveLinkTarget, WEB_SCHEMES } from "@tandem/ui/markdown";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface ProgramLinkProps {
  /** The programme's `appLink`: an in-app path, or an address elsewhere. */
  to: string;
  className?: string;
  /** A duplicate of a visible link (the image): out of the tab order and hidden from assistive technology. */
  hidden?: boolean;
  children: ReactNode;
}

/**
 * A link to where a programme lives: in-app paths through the router (keeping /app), web addresses in a new tab
 * (F-066, F-025). Any other address (`javascript:`, `intent:`, `tel:`…) is no link: the content shows as it is
 * (doc 1 §5, S-03), or not at all for the hidden duplicate.
 */
export function ProgramLink({ to, className, hidden = false, children }: ProgramLinkProps) {
  const target = resolveLinkTarget(to, { schemes: WEB_SCHEMES });
  if (!target) return <>{children}</>;
  const quiet = hidden ? { tabIndex: -1, "aria-hidden": true } : {};
  if (target.kind === "app") {
    return (
      <Link to={target.to} replace={target.replace} className={className} {...quiet}>
        {children}
      </Link>
    );
  }
  const external = target.kind === "external" ? { target: "_blank", rel: target.rel } : {};
  return (
    <a href={target.href} className={className} {...external} {...quiet}>
      {children}
    </a>
  );
}
