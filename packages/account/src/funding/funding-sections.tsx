import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { fundingMessages as m } from "./funding-messages.ts";
import { InstrumentSection } from "./instrument-section.tsx";

interface FundingSectionsProps {
  /** The payment method types the deployment supports: a section only for each of them. */
  supported: readonly string[];
  instruments: readonly PaymentInstrument[];
  /** Whether "+ Funds" is offered (the deployment's page settings). */
  addFunds: boolean;
  onUnlink: (instrument: PaymentInstrument) => void;
}

/** The bank accounts, then the cards, each with how to add one (F-154..F-157). */
export function FundingSections({ supported, instruments, addFunds, onUnlink }: FundingSectionsProps) {
  const ofType = (type: PaymentInstrument["paymentMethodType"]) =>
    instruments.filter((instrument) => instrument.paymentMethodType === type);
  const section = { addFunds, onUnlink };
  return (
    <>
      {supported.includes("bank_account") && (
        <InstrumentSection
          title={m.bankAccounts}
          instruments={ofType("bank_account")}
          none={m.noBankAccount}
          addTo={paths.linkBankAccount()}
          addFirst={m.linkBankAccount}
          addAnother={m.linkAnotherAccount}
          {...section}
        />
      )}
      {supported.includes("card") && (
        <InstrumentSection
          title={m.cards}
          instruments={ofType("card")}
          none={m.noCard}
          addTo={paths.addCard()}
          addFirst={m.addCard}
          addAnother={m.addAnotherCard}
          {...section}
        />
      )}
    </>
  );
}
