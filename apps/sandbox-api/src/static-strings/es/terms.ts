// Spanish text of the `terms_of_use_and_sale` namespace.

/** Español. */
export const termsEs: Readonly<Record<string, string>> = {
  contents: [
    "# Términos de uso y venta",
    "_Última actualización: 1 de enero de 2025_",
    "Estos términos son un acuerdo entre tú y Tandem, un programa comunitario de Portland, Oregón. Al crear una cuenta o usar la app, los aceptas. Si no estás de acuerdo, por favor no uses Tandem.",
    "## Tu cuenta",
    "- Inicias sesión con tu número de celular y un código de un solo uso. No compartas tu teléfono ni tus códigos.\n- Eres responsable de lo que pasa en tu cuenta. Avísanos de inmediato si crees que otra persona la usó.\n- Danos información verdadera al registrarte y mantén tu dirección al día.",
    "## Beneficios del programa",
    "Los descuentos, subsidios y créditos vienen de nuestros socios y financiadores. Son solo para tu hogar, pueden tener límites y pueden cambiar o terminar cuando termina un programa. Los créditos no tienen valor en efectivo y no se pueden transferir.",
    "## Viajes",
    "Las bicicletas y patinetas eléctricas compartidas las operan sus proveedores (como Lime y BIKETOWN de Lyft), y también aplican sus propias reglas. Viaja con cuidado, respeta las leyes de tránsito y no estaciones ni viajes en las zonas restringidas del mapa. Los viajes se cobran por minuto según la tarifa que ves antes de empezar.",
    "## Pedidos de comida",
    "Al hacer un pedido aceptas pagar el total que aparece al finalizar la compra. Tu pedido estará listo para recoger en la hora y el lugar que elegiste. Los pedidos que no se recojan pueden cancelarse. El personal reclamará tu pedido contigo en la mesa de entrega.",
    "## Pagos",
    "Autorizas a Tandem a cobrar a tu tarjeta o cuenta bancaria guardada los pedidos, viajes y fondos que agregues, y a cobrar un saldo negativo a tu método de pago. Los datos de tu tarjeta van directo a nuestro procesador de pagos; nunca vemos el número completo.",
    "## Reembolsos",
    "Si algo sale mal con un pedido o un viaje, contáctanos dentro de 30 días y lo resolveremos, normalmente con un crédito a tu saldo.",
    "## Cerrar tu cuenta",
    "Puedes dejar de usar Tandem cuando quieras. Podemos pausar o cerrar cuentas que incumplan estos términos o que creamos que se usan para fraude.",
    "## Cambios y contacto",
    "Podemos actualizar estos términos; te avisaremos de los cambios importantes en la app o por mensaje. ¿Preguntas? Escribe a [hello@tandem.example](mailto:hello@tandem.example).",
  ].join("\n\n"),
};
