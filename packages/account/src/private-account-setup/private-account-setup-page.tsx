import { useLingui } from "@lingui/react";
import { isApiError } from "@tandem/api-client";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { owedBalance, useApiClient, useCurrentMember } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, replace, useParams, type LoaderFunctionArgs } from "react-router";
import { BackLink } from "../page-frame/back-link.tsx";
import "../private-accounts/private-accounts.css";
import { BalanceStep, CardStep } from "./payment-steps.tsx";
import { LinkStep } from "./link-step.tsx";
import { processedAccount } from "./setup-query.ts";
import { setupMessages as m } from "./setup-messages.ts";
import { currentStepIndex, setupSteps, type SetupStep, type SetupUiState } from "./setup-steps.ts";
import { STEP_TITLES, Stepper } from "./stepper.tsx";
import { TermsStep } from "./terms-step.tsx";
import "./private-account-setup.css";

/** A route's numeric id; a malformed one reads as 0, which the server answers as not found. */
function accountIdParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * `process` before the page shows, asked afresh on every visit (coming back from the add-card form included). A
 * server without `process` (the spec's version, 404) has no setup page: the list links inline there.
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async ({ params }: LoaderFunctionArgs) => {
    const query = processedAccount(apiClient, accountIdParam(params.accountId));
    try {
      await queryClient.fetchQuery({ ...query, staleTime: 0 });
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return replace(paths.privateAccounts());
      throw error;
    }
  };

interface PanelProps {
  step: SetupStep;
  account: VendorAccount;
  uiState: SetupUiState;
  onPaid: () => void;
  onAgree: () => void;
  onPayBalance: () => void;
}

function StepPanel({ step, account, uiState, onPaid, onAgree, onPayBalance }: PanelProps) {
  if (step.kind === "card") return <CardStep account={account} />;
  if (step.kind === "balance") return <BalanceStep account={account} onPaid={onPaid} />;
  if (step.kind === "terms")
    return <TermsStep account={account} terms={uiState.termsText} onAgree={onAgree} />;
  return <LinkStep account={account} onPayBalance={onPayBalance} />;
}

/**
 * `/private-account/{id}`: the steps built from `process`'s answer (add a payment method, pay the
 * balance, agree to the vendor's terms, link the app), the list of them with the current one marked, and the
 * current step's panel. Back to the list once linked.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = processedAccount(api, accountIdParam(useParams().accountId));
  const { data: account } = useSuspenseQuery(query);
  const { data: member } = useCurrentMember();
  const [progress, setProgress] = useState({ balancePaid: false, termsAgreed: false });
  const title = usePageTitle({ ...m.title, values: { vendor: account.vendorName } });
  const uiState = account.uiStateV1;
  if (!uiState) return <Navigate to={paths.privateAccounts()} replace />;
  const steps = setupSteps(uiState, progress, owedBalance(member) !== null);
  const current = currentStepIndex(steps);
  const step = steps[current] ?? { kind: "link", done: false };
  return (
    <section className="account-page private-account-setup" aria-labelledby="private-account-setup-title">
      <BackLink to={paths.privateAccounts()} label={m.back} />
      <h1 id="private-account-setup-title">{title}</h1>
      <Stepper steps={steps} current={current} />
      <section className="setup-panel" aria-labelledby="setup-step-title">
        <p className="setup-panel__count">
          {i18n._({ ...m.stepOf, values: { step: current + 1, total: steps.length } })}
        </p>
        <h2 id="setup-step-title">{i18n._(STEP_TITLES[step.kind])}</h2>
        <StepPanel
          key={step.kind}
          step={step}
          account={account}
          uiState={uiState}
          onPaid={() => setProgress((was) => ({ ...was, balancePaid: true }))}
          onAgree={() => setProgress((was) => ({ ...was, termsAgreed: true }))}
          onPayBalance={() => {
            setProgress((was) => ({ ...was, balancePaid: false }));
            void queryClient.invalidateQueries({ queryKey: query.queryKey });
          }}
        />
      </section>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
