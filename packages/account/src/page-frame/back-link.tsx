import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import "./page-frame.css";

/**
 * The back link above an account page's title (ledgers and private accounts to the dashboard, a receipt to its
 * list): a chevron and the place it leads to, 44 px tall.
 * @example <BackLink to={paths.dashboard()} label={m.back} />
 */
export function BackLink({ to, label }: { to: string; label: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <Link className="account-page__back" to={to}>
      <span aria-hidden="true">‹</span>
      {i18n._(label)}
    </Link>
  );
}
