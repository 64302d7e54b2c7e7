import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import type { Currency, PaymentInstrument } from "@tandem/api-client/schemas";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { FIELD_VALIDATION, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { useToast } from "@tandem/ui/toast";
import { fundingAmountSchema } from "@tandem/validation";
import { useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod/mini";
import { addFundsMessages as m } from "./add-funds-messages.ts";
import { fundOnce, FundingUnconfirmed, type UnsettledFunding } from "./fund-once.ts";

/**
 * The add-funds form's state and write (F-167..F-169, V-30): the amount checked against the currency's limits,
 * the funding created once (see `fundOnce`), then what was added said and the page replaced with the dashboard.
 */
export function useAddFunds(instrument: PaymentInstrument, currency: Currency) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const schema = useMemo(() => z.object({ cents: fundingAmountSchema(currency) }), [currency]);
  const form = useForm<{ cents: number }>({
    resolver: zodResolver(schema),
    ...FIELD_VALIDATION,
    defaultValues: { cents: 0 },
  });
  const money = (amount: number) =>
    formatMoney({ cents: amount, currency: currency.code }, toLanguage(i18n.locale), currency.centsInDollar);
  // Once the funds are added the page is on its way to the dashboard: a late second tap must not add them again.
  const added = useRef(false);
  // An earlier tap whose answer was lost: the next tap looks for its funding before sending anything.
  const unsettled = useRef<UnsettledFunding | null>(null);
  const add = useAction({
    mutationFn: (values: { cents: number }) =>
      fundOnce(
        api,
        {
          amount: { cents: values.cents, currency: currency.code },
          paymentInstrumentId: instrument.id,
          paymentMethodType: instrument.paymentMethodType,
        },
        unsettled.current,
      ),
    onSuccess: (outcome) => {
      added.current = true;
      unsettled.current = null;
      const amount = money(outcome.amount.cents);
      const words = outcome.foundEarlier ? m.foundEarlier : outcome.waitsForBank ? m.addedBankLater : m.added;
      toast.showSuccess(i18n._({ ...words, values: { amount } }));
      void navigate(paths.dashboard(), { replace: true });
    },
    onError: (error) => {
      if (error instanceof FundingUnconfirmed) unsettled.current = error.unsettled;
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    if (!added.current) add.submit(values);
  });
  return { form, add, money, onSubmit };
}
