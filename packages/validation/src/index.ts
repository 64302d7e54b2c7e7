export { fundingAmountError, fundingAmountSchema, type FundingLimits } from "./amount.ts";
export {
  accountConfirmationError,
  BANK_ACCOUNT_NUMBER_MIN_LENGTH,
  bankAccountNumberError,
  bankAccountNumberSchema,
  bankAccountSchema,
  type BankAccountValues,
  isValidRoutingNumber,
  ROUTING_NUMBER_LENGTH,
  routingNumberError,
  routingNumberSchema,
} from "./bank.ts";
export { cardCvcError } from "./card-cvc.ts";
export {
  cardExpiryError,
  cardExpirySchema,
  formatExpiryAsTyped,
  parseExpiry,
  type ParsedExpiry,
} from "./card-expiry.ts";
export { cardNumberError, cardNumberSchema, formatCardNumberAsTyped, isValidLuhn } from "./card-number.ts";
export { CARD_TYPE_IDS, type CardType, type CardTypeId, detectCardType } from "./card-type.ts";
export { type CartQuantityLimited, MAX_CART_QUANTITY, maxCartQuantity } from "./cart.ts";
export { type MessageId, messageIds } from "./messages.ts";
export { OTP_CODE_LENGTH, otpCodeError, otpCodeSchema } from "./otp.ts";
export { paymentCardSchema, type PaymentCardValues } from "./payment-card-schema.ts";
export { formatPhoneAsTyped, isValidPhone, normalizePhone, phoneError, phoneSchema } from "./phone.ts";
export { requiredError, requiredSchema } from "./required.ts";
export { ruleSchema } from "./rule-schema.ts";
export { formatZipAsTyped, ZIP_MIN_LENGTH, zipError, zipSchema } from "./zip.ts";
