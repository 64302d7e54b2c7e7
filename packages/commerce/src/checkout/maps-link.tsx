import { useLingui } from "@lingui/react";
import type { FulfillmentOption } from "@tandem/api-client/schemas";
import { checkoutMessages as m } from "./checkout-messages.ts";

/** The external maps page of an address (F-133). */
export function mapsUrl(oneLineAddress: string): string {
  return `https://www.google.com/maps/place/${encodeURIComponent(oneLineAddress)}`;
}

/** "Address" opening the option's address in an external maps service, in a new tab without an opener (F-133). */
export function MapsLink({ option }: { option: FulfillmentOption }) {
  const { i18n } = useLingui();
  if (!option.address) return null;
  return (
    <a
      className="checkout-maps-link"
      href={mapsUrl(option.address.oneLineAddress)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {i18n._(m.address)}: {option.address.oneLineAddress}
      <span className="tdm-visually-hidden"> ({i18n._(m.opensMap)})</span>
    </a>
  );
}
