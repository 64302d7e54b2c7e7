import type { I18n, MessageDescriptor } from "@lingui/core";
import type { LedgerLine } from "@tandem/api-client/schemas";
import { formatMessageValues, toLanguage } from "@tandem/i18n";
import { ledgerUsageMessages } from "./ledgers-messages.ts";

type Usage = LedgerLine["usageDetails"][number];

const sentences = new Map<string, MessageDescriptor>(Object.entries(ledgerUsageMessages));

/**
 * One localized sentence for a usage of a line (F-177, B-07): `ledgerusage.<code>` with its args, money as money
 * text in the member's language. A code the app does not know reads as the `unknown` sentence, falling back on the
 * line's memo, so a new kind of usage never shows a raw key.
 * @example usageSentence(i18n, { code: "funding", args: { accountLabel: "Visa x-4242" } }, line.memo) // "Funds added from Visa x-4242."
 */
export function usageSentence(i18n: I18n, usage: Usage, memo: string): string {
  const descriptor = sentences.get(usage.code);
  const args = descriptor ? usage.args : { ...usage.args, memo: usage.args.memo ?? memo };
  return i18n._({
    ...(descriptor ?? ledgerUsageMessages.unknown),
    values: formatMessageValues(args, toLanguage(i18n.locale)),
  });
}
