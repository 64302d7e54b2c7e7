import type { Checkout, PaymentInstrument } from "@tandem/api-client/schemas";
import { useState } from "react";
import { useSearchParams } from "react-router";

/** The instrument chosen (F-131): the member's own choice, else the one the query names, else the checkout's. */
function chosenInstrument(checkout: Checkout, manual: string | undefined, search: URLSearchParams) {
  const keys = new Set(checkout.availablePaymentInstruments.map((instrument) => instrument.key));
  if (manual && keys.has(manual)) return manual;
  const fromQuery = `${search.get("instrumentType") ?? ""}-${search.get("instrumentId") ?? ""}`;
  if (keys.has(fromQuery)) return fromQuery;
  const fallback = checkout.paymentInstrument?.key;
  return fallback && keys.has(fallback) ? fallback : undefined;
}

/**
 * The checkout's payment choice (F-129, F-131): the member's own choice once made, else the instrument just added
 * (back from adding a card or bank account, named in the query), else the checkout's own.
 */
export function useInstrumentChoice(checkout: Checkout): {
  key: string | undefined;
  instrument: PaymentInstrument | undefined;
  choose: (key: string) => void;
} {
  const [search] = useSearchParams();
  const [manual, setManual] = useState<string | undefined>();
  const key = chosenInstrument(checkout, manual, search);
  const instrument = checkout.availablePaymentInstruments.find((item) => item.key === key);
  return { key, instrument, choose: setManual };
}
