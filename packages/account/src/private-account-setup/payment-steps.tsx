import { useLingui } from "@lingui/react";
import { isApiError, processVendorAccount, type ApiClient } from "@tandem/api-client";
import type { VendorAccount } from "@tandem/api-client/schemas";
import {
  balanceMutations,
  OwedAmountChanged,
  owedBalance,
  useApiClient,
  useCurrentMember,
} from "@tandem/api-client/react";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { failureMessage, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { Button, buttonClassName } from "@tandem/ui/button";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { balanceMessages } from "../funding/balance-messages.ts";
import { setupMessages as m } from "./setup-messages.ts";

/** The add-card form, coming straight back to this account's setup with the new card (F-130, F-164). */
const addCardHere = (accountId: number) =>
  paths.addCard({ search: { returnToImmediate: paths.privateAccount({ accountId }) } });

/** Adding a payment method: to the add-card form and straight back. */
export function CardStep({ account }: { account: VendorAccount }) {
  const { i18n } = useLingui();
  return (
    <>
      <p>{i18n._({ ...m.cardBody, values: { vendor: account.vendorName } })}</p>
      <div className="setup-panel__actions">
        <Link className={buttonClassName()} to={addCardHere(account.id)}>
          {i18n._(m.addCard)}
        </Link>
      </div>
    </>
  );
}

/** After a lost answer, the charge went through when this account's setup no longer asks for the balance. */
const balancePaidFor = (accountId: number) => async (client: ApiClient) =>
  (await processVendorAccount(client, accountId)).uiStateV1?.balancePayoffNeeded === false;

/**
 * `POST /payments/charge_balance` (api-client's `balanceMutations.pay`), sent once per tap. After a lost answer
 * it looks at this account's `process` rather than charging twice; the member and the accounts follow the answer.
 */
function usePayBalance(accountId: number, onPaid: () => void) {
  return useAction({
    ...balanceMutations.pay(useApiClient(), useQueryClient(), undefined, {
      isPaid: balancePaidFor(accountId),
    }),
    onSuccess: onPaid,
  });
}

/**
 * Paying a negative balance with the payment method on file; a refused charge offers another card. The amount shown
 * is the one charged: the member is read right before, and a changed balance is shown to confirm instead.
 */
export function BalanceStep({ account, onPaid }: { account: VendorAccount; onPaid: () => void }) {
  const { i18n } = useLingui();
  const { data: member } = useCurrentMember();
  const pay = usePayBalance(account.id, onPaid);
  const owed = owedBalance(member)?.owed;
  const amount = owed ? formatMoney(owed, toLanguage(i18n.locale)) : null;
  const refused = isApiError(pay.error) && pay.error.code === "charge_balance";
  return (
    <>
      <p>{i18n._({ ...m.balanceBody, values: { vendor: account.vendorName } })}</p>
      {amount && <p className="setup-panel__owed">{i18n._({ ...m.balanceOwed, values: { amount } })}</p>}
      {pay.error !== null && (
        <Alert variant="danger" live>
          {pay.error instanceof OwedAmountChanged
            ? i18n._({
                ...balanceMessages.amountChanged,
                values: { amount: formatMoney(pay.error.owed, toLanguage(i18n.locale)) },
              })
            : i18n._(failureMessage(pay.error))}
        </Alert>
      )}
      <div className="setup-panel__actions">
        <Button loading={pay.isPending} onClick={() => pay.submit(owed)}>
          {i18n._(m.payBalance)}
        </Button>
        {refused && (
          <Link
            className={buttonClassName({ variant: "secondary", outline: true })}
            to={addCardHere(account.id)}
          >
            {i18n._(m.useAnotherCard)}
          </Link>
        )}
      </div>
    </>
  );
}
