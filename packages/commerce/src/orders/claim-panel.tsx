import { Trans, useLingui } from "@lingui/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { Alert } from "@tandem/ui/alert";
import { Markdown } from "@tandem/ui/markdown";
import { PressAndHold } from "@tandem/ui/press-and-hold";
import { orderMessages as m } from "./order-messages.ts";

/** How long the pickup table holds the button (C-22). */
export const CLAIM_HOLD_MS = 2000;

export interface ClaimPanelProps {
  order: DetailedOrder;
  /** Sends the claim; called once the hold is complete. */
  onClaim: () => void;
  /** The claim is on its way (F-150: the button is disabled meanwhile). */
  busy: boolean;
  /** Leaves out who presses and where, when the page says it once above its list. @defaultValue true */
  instructions?: boolean;
}

/**
 * The claiming block of a claimable order (F-149, B-16): who presses and where, a warning not to press before
 * arriving, and the round press-and-hold button (2 s by finger, mouse, or Space/Enter held).
 */
export function ClaimPanel({ order, onClaim, busy, instructions = true }: ClaimPanelProps) {
  const { i18n } = useLingui();
  return (
    <div className="orders__claim">
      {instructions && (
        <p className="orders__claim-text">
          <Trans
            id={m.claimInstructions.id}
            message={m.claimInstructions.message}
            values={{ offering: <Markdown text={order.offeringDescription} format="inline" /> }}
          />
        </p>
      )}
      <Alert variant="warning">{i18n._(m.claimWarning)}</Alert>
      <PressAndHold onComplete={onClaim} busy={busy} duration={CLAIM_HOLD_MS}>
        {i18n._(busy ? m.claiming : m.holdToClaim)}
      </PressAndHold>
    </div>
  );
}
