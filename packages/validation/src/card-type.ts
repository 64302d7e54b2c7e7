// Card type detection for the 13 recognised types of doc 2 §9 (C-24), from the `credit-card-type` package.
//
// credit-card-type 10.3.0 already knows all 13 types, with the lengths, grouping gaps and code sizes we need, so
// nothing is added with `addCard`. Its `addCard`/`removeCard`/`updateCard` change one module-wide table (there is
// no private instance), so this module never calls them: importing @tandem/validation changes nothing global.
// The package also knows two types the spec does not list (Naranja, Troy); their matches are filtered out here,
// so a number that can only be one of those is not recognised.
import creditCardType from "credit-card-type";

/** The 13 recognised card types (doc 2 §9, C-24), as `credit-card-type` names them. */
export const CARD_TYPE_IDS = [
  "visa",
  "mastercard",
  "american-express",
  "diners-club",
  "discover",
  "jcb",
  "unionpay",
  "maestro",
  "elo",
  "mir",
  "hiper",
  "hipercard",
  "verve",
] as const;

/** One of the 13 recognised card types, e.g. `"visa"` or `"american-express"`. */
export type CardTypeId = (typeof CARD_TYPE_IDS)[number];

/** What the forms need to know about a card type. */
export interface CardType {
  /** The type's id, e.g. `"american-express"`. */
  type: CardTypeId;
  /** The brand as people write it, e.g. `"American Express"`. */
  name: string;
  /** Every valid number length, in digits. */
  lengths: readonly number[];
  /** Digit positions before which the number is shown with a space, e.g. `[4, 8, 12]`. */
  gaps: readonly number[];
  /** Length of the security code: 3, or 4 for American Express (V-23). */
  cvcLength: number;
  /** The brand's name for the security code, e.g. `"CVV"`, `"CVC"` or `"CID"`. */
  cvcName: string;
}

function isRecognised(type: string): type is CardTypeId {
  return (CARD_TYPE_IDS as readonly string[]).includes(type);
}

/**
 * The card type of a full or partly typed card number (spaces ignored), or null when it is none of the 13.
 * While the number is too short to be sure, the most likely type is returned (credit-card-type's priority order),
 * which is what grouping the digits as they are typed needs (F-161).
 * @example detectCardType("4242 4242 4242 4242")?.type // "visa"
 */
export function detectCardType(number: string): CardType | null {
  const digits = number.replace(/\s/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const match = creditCardType(digits).find((candidate) => isRecognised(candidate.type));
  if (match === undefined || !isRecognised(match.type)) return null;
  return {
    type: match.type,
    name: match.niceType,
    lengths: match.lengths,
    gaps: match.gaps,
    cvcLength: match.code.size,
    cvcName: match.code.name,
  };
}
