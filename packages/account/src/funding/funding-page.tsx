import { useLingui } from "@lingui/react";
import { meQueries, metaQueries, useApiClient, useCurrentMember } from "@tandem/api-client/react";
import type { PaymentInstrument, PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import {
  defaultPageSettings,
  failureMessage,
  PageErrorBoundary,
  useAction,
  usePageTitle,
  type PageSettings,
  type RouteContext,
} from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Card } from "@tandem/ui/card";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { useToast } from "@tandem/ui/toast";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useLoaderData } from "react-router";
import { BackLink } from "../page-frame/back-link.tsx";
import { BalanceOwedCard } from "./balance-owed-card.tsx";
import { paymentsMessages as pm } from "../payments/payments-messages.ts";
import { fundingMessages as m } from "./funding-messages.ts";
import { FundingSections } from "./funding-sections.tsx";
import { UnlinkDialog } from "./unlink-dialog.tsx";
import { unlinkOnce } from "./unlink-once.ts";
import "../page-frame/page-frame.css";
import "../payments/payments.css";
import "./funding.css";

/** The member (with their instruments) and the payment method types the deployment supports, in parallel. */
export const loader =
  ({ queryClient, apiClient, settings }: RouteContext) =>
  async (): Promise<PageSettings> => {
    await Promise.all([
      queryClient.ensureQueryData(meQueries.current(apiClient)),
      queryClient.ensureQueryData(metaQueries.paymentMethods(apiClient)),
    ]);
    return settings ?? defaultPageSettings;
  };

// F-159: the DELETE by type; its answer lists what the member has left, which replaces their instruments.
function useUnlink(onDone: (instrument: PaymentInstrument) => void) {
  const api = useApiClient();
  return useAction<PaymentInstrument, PaymentInstrumentMutation | null>({
    mutationFn: (instrument) => unlinkOnce(api, instrument),
    onSuccess: (answer, instrument) => {
      const member = api.currentMember.get();
      if (member && answer) {
        const left = answer.allPaymentInstruments.filter((each) => each.status !== "deleted");
        api.currentMember.set({ ...member, paymentInstruments: left });
      }
      onDone(instrument);
    },
  });
}

/**
 * `/funding` (R-26, F-154..F-159): bank accounts and cards (each section only when its type is supported), their
 * status, "+ Funds" where funds may be added, the gear's Unlink with its dialog, and the note on other sources; first,
 * when the member owes (current API), what they owe and "Pay $X now".
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.title);
  const settings = useLoaderData<PageSettings>();
  const { data: member } = useCurrentMember();
  const { data: methods } = useQuery(metaQueries.paymentMethods(api));
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const [target, setTarget] = useState<PaymentInstrument | null>(null);
  const unlink = useUnlink((instrument) => {
    setTarget(null);
    heading.current?.focus();
    toast.showSuccess(i18n._({ ...m.unlinked, values: { name: instrument.name } }));
  });
  return (
    <section className="account-page funding" aria-labelledby="funding-title">
      <BackLink to={paths.dashboard()} label={pm.back} />
      <h1 id="funding-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="account-page__lead">{i18n._(m.intro)}</p>
      <p className="payment-page__privacy">{i18n._(pm.privacy)}</p>
      <div className="funding__sections">
        <BalanceOwedCard />
        <FundingSections
          supported={methods?.items ?? []}
          instruments={member?.paymentInstruments ?? []}
          addFunds={settings.addFunds}
          onUnlink={(instrument) => {
            unlink.reset();
            setTarget(instrument);
          }}
        />
        <Card as="section" title={i18n._(m.otherSources)}>
          <p className="funding__note">{i18n._(m.otherSourcesComing)}</p>
        </Card>
      </div>
      <UnlinkDialog
        instrument={unlink.isPending ? null : target}
        error={unlink.error ? i18n._(failureMessage(unlink.error)) : null}
        onConfirm={(instrument) => unlink.submit(instrument)}
        onCancel={() => setTarget(null)}
      />
      {unlink.isPending && <ScreenLoader cover="veil" label={i18n._(m.unlinking)} />}
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
