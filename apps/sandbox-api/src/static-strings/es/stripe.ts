// Spanish texts of the `stripe` namespace; the same keys as en/stripe.ts.

/** Español. */
export const stripeEs: Readonly<Record<string, string>> = {
  "errors.card_declined": "Tu tarjeta fue rechazada. Prueba con otra tarjeta o llama a tu banco.",
  "errors.generic_decline": "Tu tarjeta fue rechazada. Prueba con otra tarjeta o llama a tu banco.",
  "errors.insufficient_funds": "Tu tarjeta no tiene fondos suficientes.",
  "errors.lost_card": "Esta tarjeta fue reportada como perdida. Usa otra tarjeta.",
  "errors.stolen_card": "Esta tarjeta fue reportada como robada. Usa otra tarjeta.",
  "errors.expired_card": "Esta tarjeta está vencida. Revisa la fecha o usa otra tarjeta.",
  "errors.incorrect_cvc": "El código de seguridad no es correcto. Revisa los 3 o 4 dígitos de tu tarjeta.",
  "errors.invalid_cvc": "El código de seguridad no es válido.",
  "errors.incorrect_number": "El número de tarjeta no es correcto. Revísalo e inténtalo de nuevo.",
  "errors.invalid_number": "El número de tarjeta no es válido.",
  "errors.invalid_expiry_month": "El mes de vencimiento no es válido.",
  "errors.invalid_expiry_year": "El año de vencimiento no es válido.",
  "errors.incorrect_zip": "El código postal no coincide con tu tarjeta.",
  "errors.processing_error": "Algo salió mal al revisar tu tarjeta. Inténtalo de nuevo en un momento.",
  "errors.card_velocity_exceeded": "Tu banco pausó esta tarjeta tras demasiados intentos. Llama a tu banco.",
};
