// Spanish text of the `privacy_policy` namespace; the same keys as en/privacy-policy.ts.

/** Español. */
export const privacyPolicyEs: Readonly<Record<string, string>> = {
  title: "Política de privacidad",
  last_updated: "Última actualización: 1 de enero de 2025",
  toc_title: "En esta página",
  "overview.title": "Nuestro compromiso",
  "overview.transparency":
    "**Transparencia.** Te decimos en palabras sencillas qué recopilamos, para qué y quién lo ve.",
  "overview.consent":
    "**Consentimiento.** Te preguntamos antes de usar tu información para algo nuevo, y puedes cambiar de opinión.",
  "overview.education":
    "**Educación.** Te ayudamos a entender tus opciones y las herramientas que tienes para controlar tus datos.",
  "overview.trust":
    "**Confianza.** Nunca vendemos tu información personal y solo compartimos lo que un servicio necesita para funcionar.",
  "overview.community_driven":
    "**Impulsado por la comunidad.** Tandem se construye con organizaciones comunitarias de Portland, y esta política la formaron los miembros a quienes sirve.",
  "overview.faq":
    "¿Tienes preguntas? Lee nuestras [preguntas frecuentes](https://tandem.example/es/faq__blank__).",
  "overview.contact_us":
    "[Contáctanos](mailto:privacy@tandem.example) sobre cualquier parte de esta política.",
  "sections.information_collected.title": "Información que recopilamos",
  "sections.information_collected.body":
    "- **Datos de la cuenta:** tu nombre, número de celular, dirección, idioma preferido y la organización a la que perteneces.\n- **Actividad en el programa:** pedidos, recogidas, viajes (lugares y horas de inicio y fin), transacciones del libro de cuentas y respuestas a encuestas.\n- **Datos de pago:** el tipo y los últimos cuatro dígitos de tu tarjeta o cuenta bancaria. El número completo de la tarjeta lo guarda nuestro procesador de pagos, no nosotros.\n- **Datos del dispositivo:** tipo de navegador, versión de la app y ubicación aproximada cuando usas el mapa y lo permites.",
  "sections.methods_of_collection.title": "Cómo recopilamos información",
  "sections.methods_of_collection.body":
    "Recopilamos lo que nos das al registrarte, hacer pedidos, viajar o responder una encuesta; lo que nos envían nuestros socios (proveedores de viajes, de comida y procesadores de pago) para darte sus servicios; y lo que envía tu dispositivo al usar la app, como tu ubicación mientras el mapa está abierto y lo has permitido.",
  "sections.methods_of_information_usage.title": "Cómo usamos la información",
  "sections.methods_of_information_usage.intro": "Usamos tu información solo para estos fines:",
  "sections.methods_of_information_usage.services.title": "Darte los servicios",
  "sections.methods_of_information_usage.services.body":
    "Para iniciar tu sesión, mostrar vehículos cercanos, empezar y terminar viajes, preparar tus pedidos de comida y llevar tu saldo.",
  "sections.methods_of_information_usage.support_and_subsidy.title": "Apoyo y subsidios",
  "sections.methods_of_information_usage.support_and_subsidy.body":
    "Para aplicar los descuentos y subsidios que te corresponden, e informar a nuestros financiadores con totales que no te identifican.",
  "sections.methods_of_information_usage.communicating_with_you.title": "Comunicarnos contigo",
  "sections.methods_of_information_usage.communicating_with_you.body":
    "Para enviarte códigos de acceso, recibos, recordatorios de recogida y, si aceptas, noticias sobre nuevos programas.",
  "sections.methods_of_information_usage.security_and_fraud_prevention.title":
    "Seguridad y prevención de fraude",
  "sections.methods_of_information_usage.security_and_fraud_prevention.body":
    "Para mantener seguras las cuentas, evitar el mal uso de los beneficios y proteger a miembros y socios.",
  "sections.methods_of_information_usage.complying_with_law.title": "Cumplir con la ley",
  "sections.methods_of_information_usage.complying_with_law.body":
    "Para cumplir obligaciones legales, como los registros de impuestos, y responder a solicitudes legales válidas.",
  "sections.cookies_policy.title": "Cookies",
  "sections.cookies_policy.body":
    "Usamos una cookie esencial para mantener tu sesión abierta y el almacenamiento del navegador para recordar tu idioma. No usamos cookies de publicidad ni rastreadores.",
  "sections.third_party_access.title": "Acceso de terceros",
  "sections.third_party_access.body":
    "Compartimos solo lo que cada socio necesita: los proveedores de viajes reciben lo necesario para tu viaje, los de comida reciben tu pedido y los datos de recogida, y nuestro procesador de pagos maneja tu tarjeta. Cada socio debe proteger tu información y no puede usarla para nada más.",
  "sections.information_retention_and_removal.title": "Conservar y borrar información",
  "sections.information_retention_and_removal.intro":
    "Guardamos la información solo mientras la necesitamos.",
  "sections.information_retention_and_removal.retention.title": "Conservación",
  "sections.information_retention_and_removal.retention.body":
    "Los datos de la cuenta se guardan mientras tu cuenta esté abierta. Las transacciones se guardan siete años porque lo exige la ley de impuestos. Los datos de ubicación de los viajes se guardan un año.",
  "sections.information_retention_and_removal.removal.title": "Eliminación",
  "sections.information_retention_and_removal.removal.body":
    "Puedes pedirnos que borremos tu cuenta y tu información personal en cualquier momento escribiendo a [privacy@tandem.example](mailto:privacy@tandem.example). Te confirmaremos dentro de 30 días.",
  "sections.business_transfer.title": "Si Tandem cambia de manos",
  "sections.business_transfer.body":
    "Si Tandem se une a otra organización o se transfiere, tu información solo pasará bajo las promesas de esta política, y te avisaremos antes.",
  "sections.children_under_13.title": "Menores de 13 años",
  "sections.children_under_13.body":
    "Tandem no es para menores de 13 años y no recopilamos su información a sabiendas. Si crees que un menor se registró, contáctanos y la borraremos.",
  "sections.communications.title": "Mensajes que enviamos",
  "sections.communications.body":
    "Los códigos de acceso y los mensajes de seguridad siempre se envían. Las novedades de la cuenta y las noticias son opcionales: cámbialas cuando quieras en la página de Preferencias o con el enlace de nuestros mensajes.",
  "sections.future_changes.title": "Cambios a esta política",
  "sections.future_changes.body":
    "Cuando cambiemos esta política actualizaremos la fecha de arriba y te avisaremos de los cambios importantes en la app o por mensaje antes de que entren en vigor.",
  "sections.contact_information.title": "Contáctanos",
  "sections.contact_information.body":
    "Tandem, 421 SW Oak St, Portland, OR 97204. Escribe a [privacy@tandem.example](mailto:privacy@tandem.example) o envía un mensaje al [(503) 555-0100](tel:+15035550100).",
};
