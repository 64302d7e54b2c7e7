// Who issued an instrument (contract §2.3 `institution`): banks by routing number, cards by brand.
import { logoDataUrl } from "../images/png.ts";

/** An institution; the index signature lets it stand where the schema's open object type is expected. */
export interface Institution {
  [key: string]: string;
  name: string;
  color: string;
  logoSrc: string;
}

// Routing numbers of banks and credit unions members in Portland use (each passes the ABA checksum).
const BANKS: Record<string, { name: string; color: string }> = {
  "123205054": { name: "Umpqua Bank", color: "#00573F" },
  "323075880": { name: "OnPoint Community Credit Union", color: "#003B71" },
  "123000220": { name: "U.S. Bank", color: "#0C2074" },
  "121000248": { name: "Wells Fargo", color: "#D71E28" },
  "110000000": { name: "Sandbox Test Bank", color: "#6B4FBB" },
};

const CARD_COLORS: Record<string, string> = {
  Visa: "#1A1F71",
  MasterCard: "#EB001B",
  "American Express": "#2E77BC",
  Discover: "#FF6000",
  "Diners Club": "#0079BE",
  JCB: "#0B4EA2",
  UnionPay: "#E21836",
};

const logos = new Map<string, string>();

function logo(color: string): string {
  const cached = logos.get(color);
  if (cached) return cached;
  const made = logoDataUrl(color);
  logos.set(color, made);
  return made;
}

/** The bank of a routing number; `"Unknown"` without a logo when it is not recognised. */
export function bankInstitution(routingNumber: string | null): Institution {
  const bank = routingNumber === null ? undefined : BANKS[routingNumber];
  // The backend answers black and no logo for a bank it does not know.
  if (!bank) return { name: "Unknown", color: "#000000", logoSrc: "" };
  return { ...bank, logoSrc: logo(bank.color) };
}

/** The card brand as the institution. */
export function cardInstitution(brand: string): Institution {
  const color = CARD_COLORS[brand] ?? "#334155";
  return { name: brand, color, logoSrc: logo(color) };
}
