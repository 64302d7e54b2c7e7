import { useLingui } from "@lingui/react";
import { isApiError } from "@tandem/api-client";
import type { Money } from "@tandem/api-client/schemas";
import { balanceMutations, OwedAmountChanged, useApiClient, useOwedBalance } from "@tandem/api-client/react";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { failureMessage, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { Card } from "@tandem/ui/card";
import { FormError } from "@tandem/ui/form-error";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { balanceMessages as m } from "./balance-messages.ts";

/** What is owed as a positive amount, from the negative `chargeableCashBalance`. */
export function owedAmount(balance: Money): Money {
  return { ...balance, cents: Math.abs(balance.cents) };
}

/** The add-card form, coming straight back to the payment methods with the card, which paid the balance. */
const addCardHere = () => paths.addCard({ search: { returnToImmediate: paths.funding() } });

/**
 * What the member owes: "You owe $X" (the member read afresh when shown) with "Pay $X now" (`charge_balance`, once per tap,
 * and only while the server still has $X owed, read right before: else the new amount is shown to confirm; the 402
 * localized under it) when a payment method usable for funding is on file;
 * the answered member replaces the cached one, so the card goes away and rides unblock without a reload. Without
 * one (only an expired card, say), or once a charge is refused, the member is led to add a card, which pays the
 * balance (payment_instruments.rb), and brought back here.
 */
export function BalanceOwedCard() {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  const toast = useToast();
  const owing = useOwedBalance();
  const pay = useAction({
    ...balanceMutations.pay(useApiClient(), useQueryClient()),
    onSuccess: () => toast.showSuccess(i18n._(m.paid)),
  });
  if (!owing) return null;
  const amount = formatMoney(owing.owed, language);
  const refused = isApiError(pay.error) && pay.error.status === 402;
  return (
    <Card as="section" className="balance-owed" title={i18n._({ ...m.owedTitle, values: { amount } })}>
      <p className="balance-owed__why">{i18n._(m.owedWhy)}</p>
      <FormError>
        {pay.error instanceof OwedAmountChanged
          ? i18n._({ ...m.amountChanged, values: { amount } })
          : pay.error
            ? i18n._(failureMessage(pay.error))
            : null}
      </FormError>
      {owing.canPay && (
        <Button variant="danger" loading={pay.isPending} onClick={() => pay.submit(owing.owed)}>
          {i18n._({ ...m.payNow, values: { amount } })}
        </Button>
      )}
      {(!owing.canPay || refused) && (
        <Link className={buttonClassName({ variant: "danger", outline: owing.canPay })} to={addCardHere()}>
          {i18n._({ ...(owing.canPay ? m.addAnotherCard : m.addCardToPay), values: { amount } })}
        </Link>
      )}
      {pay.isPending && <ScreenLoader cover="veil" label={i18n._(m.paying)} />}
    </Card>
  );
}
