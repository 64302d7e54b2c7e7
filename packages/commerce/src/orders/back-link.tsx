import type { ReactNode } from "react";
import { Link } from "react-router";

/** The "‹ Food" / "‹ Order history" link above an order page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="orders__back" to={to}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </Link>
  );
}
