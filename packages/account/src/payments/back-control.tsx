import { paths, isAppPath } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";

interface BackControlProps {
  /** Where Back goes when the page was opened from another one (`returnTo`); otherwise the browser's back. */
  returnTo: string | null;
  children: ReactNode;
  /** A text link at the top of the page instead of a button beside the form's submit. */
  asLink?: boolean;
}

/**
 * Back of the payment-method forms (F-160, F-165): to `returnTo` when it is a same-app path, else one step back in
 * history, or to the payment methods page when this was the first page opened.
 */
export function BackControl({ returnTo, children, asLink = false }: BackControlProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const className = asLink ? "account-page__back" : buttonClassName({ variant: "secondary", outline: true });
  const content = asLink ? (
    <>
      <span aria-hidden="true">‹</span>
      {children}
    </>
  ) : (
    children
  );
  if (returnTo !== null && isAppPath(returnTo)) {
    return (
      <Link className={className} to={returnTo}>
        {content}
      </Link>
    );
  }
  if (location.key === "default") {
    return (
      <Link className={className} to={paths.funding()}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => void navigate(-1)}>
      {content}
    </button>
  );
}
