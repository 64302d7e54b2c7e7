import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { balanceMutations, useApiClient, useCurrentMember } from "@tandem/api-client/react";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { failureMessage, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CASH_BALANCE } from "../screen/use-after-balance-paid.ts";

// Issue 23: the words of paying what the member owes, from a ride it blocks.
const messages = {
  owes: msg({
    id: "mobility.cash_balance_owed",
    message: "You owe {amount}. Pay it to ride again.",
  }),
  payNow: msg({ id: "mobility.cash_balance_pay", message: "Pay {amount} now" }),
  addCard: msg({ id: "mobility.cash_balance_add_card", message: "Add a card to pay {amount}" }),
};

/**
 * A ride blocked by the cash balance (`usage_prohibited_cash_balance`) offers to pay what the member owes
 * (`charge_balance`, once per tap, its 402 said in words) instead of `children`, the reason's own notice ("add
 * funds"). Paying refetches the vehicle, so Reserve shows without a reload. Any other reason, or a member without
 * `chargeableCashBalance` (the spec's API), keeps `children`.
 */
export function CashBalanceBlock({ reason, children }: { reason: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const { data: member } = useCurrentMember();
  const pay = useAction(balanceMutations.pay(useApiClient(), useQueryClient()));
  const owed = member?.chargeableCashBalance;
  if (reason.replace(/^errors\./, "") !== CASH_BALANCE || !owed) return children;
  const amount = formatMoney({ ...owed, cents: Math.abs(owed.cents) }, toLanguage(i18n.locale));
  const values = { amount };
  return (
    <>
      <p className="mobility-card__notice" role="note">
        {i18n._({ ...messages.owes, values })}
      </p>
      <FormError>{pay.error ? i18n._(failureMessage(pay.error)) : null}</FormError>
      {member.paymentInstruments.length > 0 ? (
        <Button variant="primary" size="lg" block loading={pay.isPending} onClick={() => pay.submit()}>
          {i18n._({ ...messages.payNow, values })}
        </Button>
      ) : (
        <Link
          className={buttonClassName({ variant: "primary", block: true, size: "lg" })}
          to={paths.addCard()}
        >
          {i18n._({ ...messages.addCard, values })}
        </Link>
      )}
    </>
  );
}
