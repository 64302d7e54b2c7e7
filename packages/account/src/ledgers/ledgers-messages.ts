import { msg } from "@lingui/core/macro";

// The words of the ledgers page (doc 2 §2 Ledgers, F-170–F-177, B-07), in the `ledgers.*` namespace; the usage
// sentences are the server's `ledgerusage.<code>` keys (its strings file may word them; these are the app's own).
export const ledgersMessages = {
  title: msg({ id: "ledgers.title", message: "Ledger transactions" }),
  intro: msg({
    id: "ledgers.intro",
    message: "Your balances and every charge and credit. Choose a ledger to see all of its lines.",
  }),
  back: msg({ id: "ledgers.back_to_dashboard", message: "Dashboard" }),
  selectLabel: msg({ id: "ledgers.select_label", message: "Show" }),
  recent: msg({ id: "ledgers.recent_lines", message: "Recent Charges and Credits" }),
  ledgerOption: msg({ id: "ledgers.ledger_option", message: "{balance} - {name}" }),
  totalBalance: msg({ id: "ledgers.total_balance", message: "Available Balance" }),
  lifetimeSavings: msg({ id: "ledgers.lifetime_savings", message: "Tandem savings" }),
  balance: msg({ id: "ledgers.balance", message: "Balance" }),
  linesOf: msg({ id: "ledgers.lines_of", message: "Lines of {name}" }),
  recentHeading: msg({ id: "ledgers.recent_heading", message: "Recent charges and credits" }),
  noLines: msg({ id: "ledgers.no_lines", message: "You haven't added or spent any money." }),
  noLinesHint: msg({
    id: "ledgers.no_lines_hint",
    message: "Money you add, spend or receive from the programme will show up here.",
  }),
  pastLastPage: msg({ id: "ledgers.past_last_page", message: "There are no lines on this page." }),
  firstPage: msg({ id: "ledgers.first_page", message: "Go to the newest lines" }),
  pageLoadFailed: msg({
    id: "ledgers.page_load_failed",
    message: "We couldn't load that page of lines. You're still seeing the previous one; try again.",
  }),
  detailTitle: msg({ id: "ledgers.line_detail_title", message: "Transaction details" }),
  reference: msg({ id: "ledgers.reference_id", message: "Reference ID: {id}" }),
  credit: msg({ id: "ledgers.credit", message: "Money in" }),
  debit: msg({ id: "ledgers.debit", message: "Money out" }),
  at: msg({ id: "ledgers.line_at", message: "{date} at {time}" }),
};

// B-07: one sentence per usage of a line, by `usageDetails[].code` (contract §2.8), with its args.
export const ledgerUsageMessages = {
  mobility_trip: msg({
    id: "ledgerusage.mobility_trip",
    message: "Ride with {serviceName}. You saved {discountAmount}.",
  }),
  commerce_order: msg({
    id: "ledgerusage.commerce_order",
    message: "Order from {serviceName}. You saved {discountAmount}.",
  }),
  misc: msg({ id: "ledgerusage.misc", message: "Payment for {serviceName}. You saved {discountAmount}." }),
  funding: msg({ id: "ledgerusage.funding", message: "Funds added from {accountLabel}." }),
  refund: msg({ id: "ledgerusage.refund", message: "Refund: {memo}" }),
  credit: msg({ id: "ledgerusage.credit", message: "Credit from the programme: {memo}" }),
  unknown: msg({ id: "ledgerusage.unknown", message: "{memo}" }),
};
