// C-24: one valid sample number (Luhn and length) of each of the 13 recognised card types, with its CVC length
// (doc 2 §5: 3, or 4 for American Express). Shared by the card-type, card-number and card-cvc tests.
export const SAMPLE_CARDS = [
  ["visa", "4242424242424242", 3],
  ["mastercard", "5555555555554444", 3],
  ["american-express", "378282246310005", 4],
  ["diners-club", "36227206271667", 3],
  ["discover", "6011111111111117", 3],
  ["jcb", "3566002020360505", 3],
  ["unionpay", "6200000000000005", 3],
  ["maestro", "6759649826438453", 3],
  ["elo", "6362970000457013", 3],
  ["mir", "2201382000000013", 3],
  ["hiper", "6370950000000005", 3],
  ["hipercard", "6062826786276634", 3],
  ["verve", "5061020000000000094", 3],
] as const;
