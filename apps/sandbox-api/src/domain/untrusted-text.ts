// Sandbox addition: puts hostile strings where the API serves text it does not control (offering and product text,
// vendor and service names, pickup options, programmes, ledger names and memos), so journeys can prove the app
// renders them as text. Only the values change: every field stays a string, every shape stays the contract's.
import type { Db } from "../state/db.ts";
import type { Translated } from "../state/records.ts";

/** How many fields got a hostile string. */
export interface UntrustedTextResult {
  fields: number;
}

/** Writes `texts` (taken in turn, round and round) into every server-provided text field of `db`. */
export function putUntrustedText(db: Db, texts: readonly string[]): UntrustedTextResult {
  let next = 0;
  const take = (): string => texts[next++ % texts.length] ?? "";
  const both = (): Translated => {
    const text = take();
    return { en: text, es: text };
  };
  const t = db.t;
  for (const vendor of t.vendors.rows) vendor.name = take();
  for (const service of t.services.rows) {
    service.name = take();
    service.vendorName = take();
  }
  for (const option of t.fulfillmentOptions.rows) option.description = both();
  for (const offering of t.offerings.rows) {
    offering.description = both();
    offering.fulfillmentPrompt = both();
    offering.fulfillmentConfirmation = both();
    offering.fulfillmentInstructions = both();
  }
  for (const product of t.products.rows) {
    product.name = both();
    product.description = both();
  }
  for (const program of t.programs.rows) {
    program.name = both();
    program.description = both();
    program.imageCaption = both();
    program.appLinkText = both();
  }
  for (const ledger of t.ledgers.rows) {
    ledger.name = take();
    ledger.contributionText = both();
  }
  for (const line of t.bookTransactions.rows) line.memo = both();
  return { fields: next };
}
