import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { CurrentMember } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";

/** One link of the signed-in menu. */
export interface MenuItem {
  to: string;
  label: MessageDescriptor;
}

/**
 * The signed-in menu in the spec's order (F-009): Dashboard, Private accounts (only with showPrivateAccounts),
 * Payment methods, Ledger transactions, Order history (after ledgers, as the shell issue adds), Trips, Preferences.
 * Logout, the languages and the footer follow in the menu itself.
 */
export function menuItems(member: CurrentMember): MenuItem[] {
  return [
    { to: paths.dashboard(), label: msg({ id: "nav.dashboard", message: "Dashboard" }) },
    ...(member.showPrivateAccounts
      ? [
          {
            to: paths.privateAccounts(),
            label: msg({ id: "nav.private_accounts", message: "Private accounts" }),
          },
        ]
      : []),
    { to: paths.funding(), label: msg({ id: "nav.payment_methods", message: "Payment methods" }) },
    { to: paths.ledgers(), label: msg({ id: "nav.ledger_transactions", message: "Ledger transactions" }) },
    { to: paths.orderHistory(), label: msg({ id: "nav.order_history", message: "Order history" }) },
    { to: paths.trips(), label: msg({ id: "nav.trips", message: "Trips" }) },
    { to: paths.preferences(), label: msg({ id: "nav.preferences", message: "Preferences" }) },
  ];
}
