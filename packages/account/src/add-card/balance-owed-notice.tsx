import { useLingui } from "@lingui/react";
import { useCurrentMember } from "@tandem/api-client/react";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { balanceMessages as m } from "../funding/balance-messages.ts";
import { owedAmount } from "../funding/balance-owed-card.tsx";

/**
 * That adding the card pays what the member owes, said plainly before the card form when the member owes
 * (current API), since the API charges the balance to the new card in the same call (contract §5.2). Nothing at
 * 5dd9af6c, whose member has no such field.
 */
export function BalanceOwedNotice() {
  const { i18n } = useLingui();
  const { data: member } = useCurrentMember();
  const balance = member?.chargeableCashBalance;
  if (!balance) return null;
  const amount = formatMoney(owedAmount(balance), toLanguage(i18n.locale));
  return <p className="add-card__owed">{i18n._({ ...m.addCardNotice, values: { amount } })}</p>;
}
