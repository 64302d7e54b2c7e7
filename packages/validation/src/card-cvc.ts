// Card security code rule of doc 2 §5 (V-23).
import { detectCardType } from "./card-type.ts";
import { messageIds, type MessageId } from "./messages.ts";

/**
 * `forms.invalid_required` when empty; `forms.invalid_card_cvc` unless `cvc` is digits only and exactly the code
 * length of the type detected from `number` (3, or 4 for American Express); otherwise null. V-23: a CVC cannot be
 * validated without a recognised card number, so it is invalid while the number matches no type.
 * @example cardCvcError("1234", "378282246310005") // null
 * @example cardCvcError("1234", "4242424242424242") // "forms.invalid_card_cvc"
 */
export function cardCvcError(cvc: string, number: string): MessageId | null {
  const code = cvc.trim();
  if (code === "") return messageIds.required;
  const type = detectCardType(number);
  if (type === null || !/^\d+$/.test(code) || code.length !== type.cvcLength) return messageIds.cardCvc;
  return null;
}
