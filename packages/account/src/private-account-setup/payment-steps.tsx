import { useLingui } from "@lingui/react";
import { chargeBalance, isApiError, processVendorAccount } from "@tandem/api-client";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { useApiClient, useCurrentMember, vendorAccountQueries } from "@tandem/api-client/react";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { failureMessage, lookAfterLostAnswer, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { Button, buttonClassName } from "@tandem/ui/button";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
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

// A failure whose answer may have been lost (no answer, a gateway's): the charge may have gone through.
const mayHaveCharged = (error: unknown) =>
  !isApiError(error) || error.status === null || [502, 503, 504].includes(error.status);

/**
 * `POST /payments/charge_balance`, sent once per tap. After a lost answer it looks at the account again
 * (page-kit's `lookAfterLostAnswer`) rather than charging twice. The member is updated from the answer.
 */
function usePayBalance(accountId: number, onPaid: () => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: async () => {
      try {
        await chargeBalance(api);
      } catch (error) {
        if (!mayHaveCharged(error)) throw error;
        const paid = await lookAfterLostAnswer(async () => {
          const account = await processVendorAccount(api, accountId);
          return account.uiStateV1?.balancePayoffNeeded === false ? account : null;
        });
        if (!paid) throw error;
      }
    },
    onSuccess: () => {
      onPaid();
      void queryClient.invalidateQueries({ queryKey: vendorAccountQueries.keys.all });
    },
  });
}

/** Paying a negative balance with the payment method on file; a refused charge offers another card. */
export function BalanceStep({ account, onPaid }: { account: VendorAccount; onPaid: () => void }) {
  const { i18n } = useLingui();
  const { data: member } = useCurrentMember();
  const pay = usePayBalance(account.id, onPaid);
  const owed = member?.chargeableCashBalance;
  const refused = isApiError(pay.error) && pay.error.code === "charge_balance";
  return (
    <>
      <p>{i18n._({ ...m.balanceBody, values: { vendor: account.vendorName } })}</p>
      {owed && owed.cents < 0 && (
        <p className="setup-panel__owed">
          {i18n._({
            ...m.balanceOwed,
            values: { amount: formatMoney({ ...owed, cents: -owed.cents }, toLanguage(i18n.locale)) },
          })}
        </p>
      )}
      {pay.error !== null && (
        <Alert variant="danger" live>
          {i18n._(failureMessage(pay.error))}
        </Alert>
      )}
      <div className="setup-panel__actions">
        <Button loading={pay.isPending} onClick={() => pay.submit()}>
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
