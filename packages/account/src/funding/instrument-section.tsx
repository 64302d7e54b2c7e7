import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { buttonClassName } from "@tandem/ui/button";
import { Card } from "@tandem/ui/card";
import { Link } from "react-router";
import { InstrumentLine } from "./instrument-line.tsx";

interface InstrumentSectionProps {
  title: MessageDescriptor;
  instruments: readonly PaymentInstrument[];
  /** The warning shown while there is none. */
  none: MessageDescriptor;
  /** Where a new one is added, and the words for the first and for another one. */
  addTo: string;
  addFirst: MessageDescriptor;
  addAnother: MessageDescriptor;
  addFunds: boolean;
  onUnlink: (instrument: PaymentInstrument) => void;
}

/** F-155: the Bank accounts or Cards card: a warning and the first add, or one line each and "add another". */
export function InstrumentSection(props: InstrumentSectionProps) {
  const { i18n } = useLingui();
  const { instruments } = props;
  return (
    <Card as="section" className="instrument-section" title={i18n._(props.title)}>
      {instruments.length === 0 ? (
        <p className="instrument-section__none">{i18n._(props.none)}</p>
      ) : (
        <ul className="instrument-section__list">
          {instruments.map((instrument) => (
            <InstrumentLine
              key={instrument.key}
              instrument={instrument}
              addFunds={props.addFunds}
              onUnlink={props.onUnlink}
            />
          ))}
        </ul>
      )}
      <Link
        className={buttonClassName({
          variant: instruments.length === 0 ? "primary" : "secondary",
          outline: instruments.length > 0,
        })}
        to={props.addTo}
      >
        {i18n._(instruments.length === 0 ? props.addFirst : props.addAnother)}
      </Link>
    </Card>
  );
}
