// The Holiday Harvest Box offering: pickup options, stock limits (one product sold out, one nearly), discounts,
// a per-member item limit (cart_full) and a subsidy ledger category that pays first.
import type { Db } from "../state/db.ts";
import { toTime } from "../state/clock.ts";

const DAY = 86_400_000;

/** Seeds the harvest offering's vendors, offering and products. */
export function seedHarvest(db: Db, nowMs: number, optionIds: number[]) {
  const farm = db.t.vendors.insert({ name: "Sauvie Island Organics" });
  const bakery = db.t.vendors.insert({ name: "Grand Central Bakery" });
  const orchard = db.t.vendors.insert({ name: "Hood River Orchards" });
  const offering = db.t.offerings.insert({
    description: { en: "Holiday Harvest Box", es: "Caja de cosecha navideña" },
    fulfillmentPrompt: {
      en: "How would you like to get your order?",
      es: "¿Cómo quieres recibir tu pedido?",
    },
    fulfillmentConfirmation: {
      en: "Pick up your box at the market you chose",
      es: "Recoge tu caja en el mercado que elegiste",
    },
    fulfillmentInstructions: {
      en: "Bring your phone and show the **order number** at the Tandem table.",
      es: "Trae tu teléfono y muestra el **número de pedido** en la mesa de Tandem.",
    },
    opensAt: toTime(nowMs - 10 * DAY),
    closesAt: toTime(nowMs + 30 * DAY),
    fulfillmentStartsAt: toTime(nowMs + 5 * DAY),
    imageId: "im_harvestoffering2h8k1",
    fulfillmentOptionIds: optionIds,
    eligibleOrganization: null,
    maxItemsPerMember: 6,
    handlingCents: 0,
  });
  const base = { offeringId: offering.id, perMemberLimit: 12, subsidyCategory: "holiday_food" };
  db.t.products.insert({
    ...base,
    vendorId: farm.id,
    name: { en: "Harvest Box (family size)", es: "Caja de cosecha (familiar)" },
    description: {
      en: "Seasonal produce from **Sauvie Island**: squash, kale, apples and potatoes.",
      es: "Productos de temporada de **Sauvie Island**: calabaza, col rizada, manzanas y papas.",
    },
    imageIds: ["im_harvestfamilybox7q2m"],
    undiscountedPriceCents: 4000,
    customerPriceCents: 2500,
    perMemberLimit: 2,
    inventory: 40,
  });
  db.t.products.insert({
    ...base,
    vendorId: farm.id,
    name: { en: "Harvest Box (single)", es: "Caja de cosecha (individual)" },
    description: {
      en: "A smaller box for one or two people.",
      es: "Una caja más pequeña para una o dos personas.",
    },
    imageIds: ["im_harvestsinglebox3k9d"],
    undiscountedPriceCents: 2500,
    customerPriceCents: 1500,
    perMemberLimit: 2,
    inventory: 60,
  });
  db.t.products.insert({
    ...base,
    vendorId: farm.id,
    name: { en: "Winter Squash Bundle", es: "Paquete de calabazas de invierno" },
    description: {
      en: "Delicata, acorn and butternut. Only a few left!",
      es: "Delicata, bellota y moscada. ¡Quedan pocas!",
    },
    imageIds: ["im_squashbundle5w1p0"],
    undiscountedPriceCents: 1200,
    customerPriceCents: 800,
    perMemberLimit: 3,
    inventory: 5,
  });
  db.t.products.insert({
    ...base,
    vendorId: orchard.id,
    name: { en: "Apple Cider (half gallon)", es: "Sidra de manzana (medio galón)" },
    description: { en: "Fresh-pressed, unfiltered.", es: "Recién prensada, sin filtrar." },
    imageIds: ["im_applecider8r4t6"],
    undiscountedPriceCents: 900,
    customerPriceCents: 600,
    perMemberLimit: 4,
    inventory: null,
  });
  db.t.products.insert({
    ...base,
    vendorId: bakery.id,
    subsidyCategory: null,
    name: { en: "Whole Wheat Sandwich Loaf", es: "Pan integral de molde" },
    description: { en: "Baked fresh Friday morning.", es: "Horneado el viernes por la mañana." },
    imageIds: [],
    undiscountedPriceCents: 650,
    customerPriceCents: 650,
    inventory: 0,
  });
  return offering;
}
