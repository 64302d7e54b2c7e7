import { useLingui } from "@lingui/react";
import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { commerceMessages } from "@tandem/i18n";
import { paths } from "@tandem/paths";
import { FieldError } from "@tandem/ui/field-error";
import { RadioGroup } from "@tandem/ui/radio-group";
import { Link } from "react-router";
import { checkoutMessages as m } from "./checkout-messages.ts";
import { InstrumentLabel } from "./instrument-label.tsx";
import { checkoutSections } from "./use-section-focus.ts";

const PAYMENT_ERROR_ID = "checkout-payment-error";

/**
 * The links to add a card or a bank account (F-130, F-132), red when a payment is required and none chosen. With
 * no instrument to choose, they are the way to fix that error, so each is described by it (`errorId`).
 */
function AddMethodLinks({
  checkoutId,
  supported,
  invalid,
  errorId,
}: {
  checkoutId: number;
  supported: readonly string[];
  invalid: boolean;
  errorId?: string | undefined;
}) {
  const { i18n } = useLingui();
  const here = paths.checkout({ checkoutId });
  return (
    <ul className={`checkout-add-links${invalid ? " checkout-add-links--invalid" : ""}`}>
      {supported.includes("card") && (
        <li>
          <Link to={paths.addCard({ search: { returnToImmediate: here } })} aria-describedby={errorId}>
            {i18n._(m.addCard)}
          </Link>
        </li>
      )}
      {supported.includes("bank_account") && (
        <li>
          <Link to={paths.linkBankAccount({ search: { returnTo: here } })} aria-describedby={errorId}>
            {i18n._(m.linkBank)}
          </Link>
        </li>
      )}
    </ul>
  );
}

/** Expired instruments (F-129): greyed out with "Expired", no radio; screen readers hear why. */
function ExpiredInstruments({ instruments }: { instruments: readonly PaymentInstrument[] }) {
  const { i18n } = useLingui();
  if (instruments.length === 0) return null;
  return (
    <ul className="checkout-expired">
      {instruments.map((instrument) => (
        <li key={instrument.key} className="checkout-expired__item">
          <InstrumentLabel instrument={instrument} />
          <span className="checkout-expired__tag">{i18n._(m.expired)}</span>
          <span className="tdm-visually-hidden">
            {i18n._(commerceMessages.payments.payment_account_expired)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface PaymentChoiceProps {
  checkoutId: number;
  available: readonly PaymentInstrument[];
  unavailable: readonly PaymentInstrument[];
  /** The chosen instrument's key (`card-12`), if any. */
  value: string | undefined;
  onChange: (key: string) => void;
  /** Payment methods the deployment supports (`card`, `bank_account`). */
  supported: readonly string[];
  error?: string | undefined;
}

/**
 * "How are you paying?" (F-129, F-130, F-132, V-17, V-18): expired instruments greyed out with "Expired" and no
 * radio, a radio per available instrument (logo, institution, last four digits), then the links to add a card
 * (back here at once with the new card chosen) or a bank account, when the deployment supports them. With nothing
 * to choose the section asks for a new method, and a required error there turns the links red.
 */
export function PaymentChoice({
  checkoutId,
  available,
  unavailable,
  value,
  onChange,
  supported,
  error,
}: PaymentChoiceProps) {
  const { i18n } = useLingui();
  const links = (errorId?: string) => (
    <AddMethodLinks
      checkoutId={checkoutId}
      supported={supported}
      invalid={Boolean(error)}
      errorId={errorId}
    />
  );
  const expired = <ExpiredInstruments instruments={unavailable} />;
  if (available.length === 0) {
    return (
      <section className="checkout-section" aria-labelledby="checkout-payment" id={checkoutSections.payment}>
        <h2 id="checkout-payment">{i18n._(m.paymentTitle)}</h2>
        {expired}
        <p>{i18n._(m.linkToPay)}</p>
        {links(error ? PAYMENT_ERROR_ID : undefined)}
        <FieldError id={PAYMENT_ERROR_ID}>{error}</FieldError>
      </section>
    );
  }
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment" id={checkoutSections.payment}>
      <h2 id="checkout-payment" className="tdm-visually-hidden">
        {i18n._(m.paymentTitle)}
      </h2>
      {expired}
      <RadioGroup
        legend={i18n._(m.paymentTitle)}
        name="payment-instrument"
        value={value}
        onChange={onChange}
        error={error}
        options={available.map((instrument) => ({
          value: instrument.key,
          label: <InstrumentLabel instrument={instrument} />,
        }))}
      />
      <p className="checkout-or">{i18n._(m.orLinkNew)}</p>
      {links()}
    </section>
  );
}
