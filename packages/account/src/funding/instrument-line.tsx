import { useLingui } from "@lingui/react";
import { commerceMessages } from "@tandem/i18n";
import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { Link } from "react-router";
import { fundingMessages as m } from "./funding-messages.ts";
import { cardExpiryText } from "./instrument-expiry.ts";
import { InstrumentOptions } from "./instrument-options.tsx";

interface InstrumentLineProps {
  instrument: PaymentInstrument;
  /** The add-funds feature flag (F-157). */
  addFunds: boolean;
  onUnlink: (instrument: PaymentInstrument) => void;
}

function BankIcon() {
  return (
    <svg className="instrument-line__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 9.5 12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3.5 20h17" />
    </svg>
  );
}

function CardIcon() {
  return (
    <svg className="instrument-line__icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M6.5 15h4" />
    </svg>
  );
}

// F-156: cards say when they expire (in red once expired); bank accounts name their bank and last four digits.
function Detail({ instrument }: { instrument: PaymentInstrument }) {
  const { i18n } = useLingui();
  if (instrument.paymentMethodType === "bank_account") {
    const values = { institution: instrument.institution.name, last4: instrument.last4 };
    return <span className="instrument-line__detail">{i18n._({ ...m.bankLine, values })}</span>;
  }
  if (!instrument.expiresAt) return null;
  const date = cardExpiryText(instrument.expiresAt);
  const expired = instrument.status === "expired";
  return (
    <span className={`instrument-line__detail${expired ? " instrument-line__detail--expired" : ""}`}>
      {i18n._({ ...(expired ? m.expired : m.expires), values: { date } })}
    </span>
  );
}

function StatusBadge({ status }: { status: PaymentInstrument["status"] }) {
  const { i18n } = useLingui();
  if (status === "ok")
    return <span className="instrument-badge instrument-badge--ok">{i18n._(m.verified)}</span>;
  if (status === "unverified")
    return <span className="instrument-badge instrument-badge--pending">{i18n._(m.pending)}</span>;
  return null;
}

/**
 * One bank account or card on the payment methods page (F-156..F-158): its logo or icon, name, expiry or bank,
 * status, "+ Funds" when funds may be added from it, and the gear with Unlink.
 */
export function InstrumentLine({ instrument, addFunds, onUnlink }: InstrumentLineProps) {
  const { i18n } = useLingui();
  const logo = instrument.institution.logoSrc;
  return (
    <li className="instrument-line">
      {instrument.paymentMethodType === "card" && logo !== "" ? (
        <img className="instrument-line__logo" src={logo} alt="" width={40} height={40} />
      ) : instrument.paymentMethodType === "card" ? (
        <CardIcon />
      ) : (
        <BankIcon />
      )}
      <div className="instrument-line__text">
        <span className="instrument-line__name">{instrument.name}</span>
        <span className="instrument-line__meta">
          <Detail instrument={instrument} />
          <StatusBadge status={instrument.status} />
        </span>
        {instrument.status === "expired" && (
          <span className="instrument-line__notice">
            {i18n._(commerceMessages.payments.payment_account_expired)}
          </span>
        )}
      </div>
      {addFunds && instrument.usableForFunding && (
        <Link
          className={buttonClassName({
            variant: "secondary",
            size: "sm",
            className: "instrument-line__funds",
          })}
          to={paths.addFunds({
            search: { id: instrument.id, paymentMethodType: instrument.paymentMethodType },
          })}
        >
          {i18n._(m.addFunds)}{" "}
          <span className="tdm-visually-hidden">
            {i18n._({ ...m.addFundsFrom, values: { name: instrument.name } })}
          </span>
        </Link>
      )}
      <InstrumentOptions name={instrument.name} onUnlink={() => onUnlink(instrument)} />
    </li>
  );
}
