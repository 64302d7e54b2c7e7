import { useLingui } from "@lingui/react";
import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { checkoutMessages as m } from "./checkout-messages.ts";

/** The name a member knows an instrument by: its institution, or its own name when the bank is unknown (F-129). */
function instrumentLabel(instrument: PaymentInstrument): string {
  const institution = instrument.institution.name;
  return institution && institution.toLowerCase() !== "unknown" ? institution : instrument.name;
}

/** An instrument as the member knows it: logo, institution (or name) and "ending in" its last four digits. */
export function InstrumentLabel({ instrument }: { instrument: PaymentInstrument }) {
  const { i18n } = useLingui();
  return (
    <span className="checkout-instrument">
      {instrument.institution.logoSrc ? (
        <img
          className="checkout-instrument__logo"
          src={instrument.institution.logoSrc}
          alt=""
          width={32}
          height={32}
        />
      ) : (
        <span className="checkout-instrument__logo" aria-hidden="true" />
      )}
      <span>
        {instrumentLabel(instrument)}{" "}
        <span className="checkout-instrument__last4">
          {i18n._({ ...m.endingIn, values: { last4: instrument.last4 } })}
        </span>
      </span>
    </span>
  );
}
