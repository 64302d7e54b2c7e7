import { useLingui } from "@lingui/react";
import { errorMessage } from "@tandem/i18n";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import { CashBalanceBlock } from "./cash-balance-block.tsx";
import { mapMessages as m } from "../map-messages.ts";

/**
 * The way forward for a reason, where the reason's words do not already hold one: a balance below zero is made
 * good by adding funds. (The instrument-required words link to adding a payment method; read-only reasons have no
 * action a member can take.) Each case is its own branch, so a reason can get its own action alone.
 */
function ReasonAction({ reason }: { reason: string }) {
  const { i18n } = useLingui();
  switch (reason) {
    case "usage_prohibited_cash_balance":
      return (
        <Link
          className={buttonClassName({ variant: "primary", block: true, size: "lg" })}
          to={paths.addFunds()}
        >
          {i18n._(m.addFunds)}
        </Link>
      );
    default:
      return null;
  }
}

/**
 * Why the member may not ride with a provider (F-099, D-10), from the map's provider or the vehicle's
 * detail: the reason's words (`errors.<reason>`, an unknown reason falls back to the generic words) and the action
 * that case has, if any; on the current API a balance the member owes is offered for payment instead
 * ({@link CashBalanceBlock}). No Reserve goes with it.
 */
export function UsageProhibitedNotice({ reason }: { reason: string }) {
  const { i18n } = useLingui();
  const code = reason.replace(/^errors\./, "");
  return (
    <CashBalanceBlock reason={code}>
      <div className="mobility-card__notice" role="note">
        <Markdown text={i18n._(errorMessage(code))} />
      </div>
      <ReasonAction reason={code} />
    </CashBalanceBlock>
  );
}
