// Spanish texts of the `surveys` namespace; the same keys as en/surveys.ts.

const ENTITY = {
  label: "¿Qué te describe mejor?",
  community: "Miembro de la comunidad",
  for_profit: "Una empresa",
  government: "Una agencia de gobierno",
  non_profit: "Una organización sin fines de lucro",
  philanthropy: "Una fundación o entidad financiadora",
};

const LEARN_MORE = {
  label: "¿Sobre qué te gustaría saber más?",
  connect_resources: "Conectar con recursos locales",
  grant_support: "Subvenciones y apoyo financiero",
  partner: "Colaborar con Tandem",
  save: "Formas de ahorrar dinero",
};

function topic(
  name: string,
  title: string,
  intro: string,
  extra: Record<string, string>,
): Record<string, string> {
  const entries: Record<string, string> = { [`${name}.title`]: title, [`${name}.intro`]: intro, ...extra };
  for (const [answer, text] of Object.entries(ENTITY)) entries[`${name}.entity_type.${answer}`] = text;
  for (const [answer, text] of Object.entries(LEARN_MORE)) entries[`${name}.learn_more.${answer}`] = text;
  return entries;
}

/** Español. */
export const surveysEs: Readonly<Record<string, string>> = {
  ...topic(
    "food_waitlist",
    "La comida llega pronto",
    "Cuéntanos un poco sobre ti y te avisaremos cuando haya ofertas de comida cerca de ti.",
    {
      "food_waitlist.food_shopping.label": "¿Dónde compras tus alimentos ahora?",
      "food_waitlist.food_shopping.albertsons": "Albertsons",
      "food_waitlist.food_shopping.fred_meyer": "Fred Meyer",
      "food_waitlist.food_shopping.safeway": "Safeway",
      "food_waitlist.food_shopping.winco": "WinCo Foods",
      "food_waitlist.food_shopping.market": "Un mercado de agricultores",
    },
  ),
  ...topic(
    "utilities_waitlist",
    "Ahorra en tus servicios",
    "Estamos trabajando para bajar tus facturas de internet, luz y gas. Únete a la lista de espera para enterarte primero.",
    {
      "utilities_waitlist.utility_providers.label": "¿Qué proveedores usas?",
      "utilities_waitlist.utility_providers.centurylink": "CenturyLink",
      "utilities_waitlist.utility_providers.comcast": "Comcast Xfinity",
      "utilities_waitlist.utility_providers.frontier": "Frontier",
      "utilities_waitlist.utility_providers.nw_natural": "NW Natural",
      "utilities_waitlist.utility_providers.pacific_power": "Pacific Power",
      "utilities_waitlist.utility_providers.pge": "Portland General Electric",
      "utilities_waitlist.utility_providers.verizon": "Verizon",
    },
  ),
  ...topic(
    "mobility_waitlist",
    "Los viajes llegan pronto",
    "Las bicicletas y patinetas eléctricas compartidas están en camino. Únete a la lista de espera y te avisaremos cuando puedas viajar.",
    {
      "mobility_waitlist.mobility_modes.label": "¿Cómo te gustaría moverte?",
      "mobility_waitlist.mobility_modes.ebike": "Bicicletas eléctricas",
      "mobility_waitlist.mobility_modes.escooter": "Patinetas eléctricas",
      "mobility_waitlist.mobility_modes.transit": "Autobuses y MAX",
    },
  ),
};
