import { useLingui } from "@lingui/react";
import type { CurrentMember, Money } from "@tandem/api-client/schemas";
import { balanceMutations, useApiClient } from "@tandem/api-client/react";
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

/**
 * Issue 23: "You owe $X" with "Pay $X now" (`charge_balance`, once per tap, the 402 localized under it); the
 * answered member replaces the cached one, so the card goes away and rides unblock without a reload. A member with
 * no payment method on file is led to add a card, which pays the balance.
 */
export function BalanceOwedCard({ member }: { member: CurrentMember }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  const toast = useToast();
  const pay = useAction({
    ...balanceMutations.pay(useApiClient(), useQueryClient()),
    onSuccess: () => toast.showSuccess(i18n._(m.paid)),
  });
  if (!member.chargeableCashBalance) return null;
  const amount = formatMoney(owedAmount(member.chargeableCashBalance), language);
  const canPay = member.paymentInstruments.length > 0;
  return (
    <Card as="section" className="balance-owed" title={i18n._({ ...m.owedTitle, values: { amount } })}>
      <p className="balance-owed__why">{i18n._(m.owedWhy)}</p>
      <FormError>{pay.error ? i18n._(failureMessage(pay.error)) : null}</FormError>
      {canPay ? (
        <Button variant="danger" loading={pay.isPending} onClick={() => pay.submit()}>
          {i18n._({ ...m.payNow, values: { amount } })}
        </Button>
      ) : (
        <Link className={buttonClassName({ variant: "danger" })} to={paths.addCard()}>
          {i18n._({ ...m.addCardToPay, values: { amount } })}
        </Link>
      )}
      {pay.isPending && <ScreenLoader cover="veil" label={i18n._(m.paying)} />}
    </Card>
  );
}
