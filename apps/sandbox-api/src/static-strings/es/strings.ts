// Spanish texts of the `strings` namespace; the same keys as en/strings.ts (E-04).

/** Español. */
export const stringsEs: Readonly<Record<string, string>> = {
  "common.contact_us":
    "¿Preguntas? Escríbenos por mensaje al [(503) 555-0100](tel:+15035550100) o a [hello@tandem.example](mailto:hello@tandem.example).",
  "dashboard.negative_cash_balance":
    "Tu saldo está por debajo de cero. Volveremos a intentar cobrar a tu método de pago pronto, o puedes agregar fondos ahora.",
  "dashboard.negative_cash_balance_no_instrument":
    "Agrega un método de pago para que podamos cobrar lo que debes. [Agrega una tarjeta](/add-card) para seguir viajando y haciendo pedidos.",
  "dashboard.negative_cash_balance_v2":
    "Tu último pago a Tandem falló. Paga tu saldo de **{{amount, sumaCurrency}}** para seguir viajando y haciendo pedidos.",
  "dashboard.payment_methods_expiring":
    "Una tarjeta registrada vence pronto. [Actualiza tus métodos de pago](/funding).",
  "ledgerusage.mobility_trip": "Viaje con {{serviceName}}. Ahorraste {{discountAmount, sumaCurrency}}.",
  "ledgerusage.commerce_order": "Pedido de {{serviceName}}. Ahorraste {{discountAmount, sumaCurrency}}.",
  "ledgerusage.misc": "Pago de {{serviceName}}. Ahorraste {{discountAmount, sumaCurrency}}.",
  "ledgerusage.funding": "Fondos agregados desde {{accountLabel}}.",
  "ledgerusage.refund": "Reembolso: {{memo}}",
  "ledgerusage.credit": "Crédito del programa: {{memo}}",
  "ledgerusage.unknown": "{{memo}}",
  "errors.read_only_unverified":
    "Todavía estamos verificando tu cuenta, así que algunas funciones están en pausa. $t(common.contact_us)",
};
