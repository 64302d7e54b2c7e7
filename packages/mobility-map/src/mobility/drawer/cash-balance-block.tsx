import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { isApiError } from "@tandem/api-client";
import { balanceMutations, OwedAmountChanged, useApiClient, useOwedBalance } from "@tandem/api-client/react";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { failureMessage, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CASH_BALANCE } from "../screen/use-after-balance-paid.ts";

// The words of paying what the member owes, from a ride it blocks.
const messages = {
  owes: msg({
    id: "mobility.cash_balance_owed",
    message: "You owe {amount}. Pay it to ride again.",
  }),
  payNow: msg({ id: "mobility.cash_balance_pay", message: "Pay {amount} now" }),
  amountChanged: msg({
    id: "mobility.cash_balance_changed",
    message: "What you owe has changed. Nothing was charged: you now owe {amount}.",
  }),
  addCard: msg({ id: "mobility.cash_balance_add_card", message: "Add a card to pay {amount}" }),
  addAnotherCard: msg({
    id: "mobility.cash_balance_add_another_card",
    message: "Add another card to pay {amount}",
  }),
};

/** The add-card form, coming straight back to the map once the card (which pays the balance) is added. */
const addCardHere = () => paths.addCard({ search: { returnToImmediate: paths.mobility() } });

/**
 * A ride blocked by the cash balance (`usage_prohibited_cash_balance`) offers to pay what the member owes
 * (`charge_balance`, once per tap, and only while the server still has that amount owed, read right before; its 402
 * said in words) instead of `children`, the reason's own notice ("add
 * funds"). Paying refetches the vehicle, so Reserve shows without a reload. "Pay" is offered only with a payment
 * method usable for funding (the backend charges no other); without one, or once a charge is refused, the member
 * adds a card (which pays the balance) and comes back to the map. Any other reason, or a member without
 * `chargeableCashBalance` (the spec's API), keeps `children`.
 */
export function CashBalanceBlock({ reason, children }: { reason: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const owing = useOwedBalance();
  const pay = useAction(balanceMutations.pay(useApiClient(), useQueryClient()));
  if (reason.replace(/^errors\./, "") !== CASH_BALANCE || !owing) return children;
  const values = { amount: formatMoney(owing.owed, toLanguage(i18n.locale)) };
  const refused = isApiError(pay.error) && pay.error.status === 402;
  return (
    <>
      <p className="mobility-card__notice" role="note">
        {i18n._({ ...messages.owes, values })}
      </p>
      <FormError>
        {pay.error instanceof OwedAmountChanged
          ? i18n._({ ...messages.amountChanged, values })
          : pay.error
            ? i18n._(failureMessage(pay.error))
            : null}
      </FormError>
      {owing.canPay && (
        <Button
          variant="primary"
          size="lg"
          block
          loading={pay.isPending}
          onClick={() => pay.submit(owing.owed)}
        >
          {i18n._({ ...messages.payNow, values })}
        </Button>
      )}
      {(!owing.canPay || refused) && (
        <Link
          className={buttonClassName({ variant: "primary", block: true, size: "lg", outline: owing.canPay })}
          to={addCardHere()}
        >
          {i18n._({ ...(owing.canPay ? messages.addAnotherCard : messages.addCard), values })}
        </Link>
      )}
    </>
  );
}
