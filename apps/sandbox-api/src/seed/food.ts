// Food seed: two open offerings with products, stock limits, discounts and pickup options, plus one
// offering only Home Forward residents may use (eligibility).
import type { Db } from "../state/db.ts";
import { toTime } from "../state/clock.ts";
import { seedHarvest } from "./harvest.ts";

const DAY = 86_400_000;

function options(db: Db) {
  const shemanski = db.t.fulfillmentOptions.insert({
    description: {
      en: "Pickup at Shemanski Park (Saturdays 8:30am–2pm)",
      es: "Recoger en Shemanski Park (sábados de 8:30 a 14:00)",
    },
    address: "SW Park Ave & SW Salmon St, Portland, OR, 97205, US",
  });
  const lents = db.t.fulfillmentOptions.insert({
    description: {
      en: "Pickup at Lents International Farmers Market (Sundays 9am–2pm)",
      es: "Recoger en el Mercado Internacional de Lents (domingos de 9 a 14:00)",
    },
    address: "SE 92nd Ave & SE Reedway St, Portland, OR, 97266, US",
  });
  const hillsdale = db.t.fulfillmentOptions.insert({
    description: {
      en: "Pickup in the Hillsdale Terrace community room",
      es: "Recoger en el salón comunitario de Hillsdale Terrace",
    },
    address: "6433 SW 4th Ave, Portland, OR, 97239, US",
  });
  return { shemanski, lents, hillsdale };
}

function market(db: Db, nowMs: number) {
  const vendor = db.t.vendors.insert({ name: "Portland Farmers Market" });
  const offering = db.t.offerings.insert({
    description: { en: "Farmers Market Tokens", es: "Fichas del mercado de agricultores" },
    fulfillmentPrompt: { en: "", es: "" },
    fulfillmentConfirmation: {
      en: "Pick up your tokens at the market info booth",
      es: "Recoge tus fichas en el puesto de información del mercado",
    },
    fulfillmentInstructions: { en: "", es: "" },
    opensAt: toTime(nowMs - 60 * DAY),
    closesAt: null,
    fulfillmentStartsAt: null,
    imageId: "im_marketoffering4n2c",
    fulfillmentOptionIds: [],
    eligibleOrganization: null,
    maxItemsPerMember: null,
    handlingCents: 0,
  });
  const base = { offeringId: offering.id, vendorId: vendor.id, subsidyCategory: null, inventory: null };
  db.t.products.insert({
    ...base,
    name: { en: "$5 Market Token", es: "Ficha de mercado de $5" },
    description: {
      en: "Good at any SNAP-eligible vendor. Tandem pays half.",
      es: "Válida con cualquier vendedor que acepte SNAP. Tandem paga la mitad.",
    },
    imageIds: ["im_markettoken6z3v8"],
    undiscountedPriceCents: 1000,
    customerPriceCents: 500,
    perMemberLimit: 12,
  });
  db.t.products.insert({
    ...base,
    name: { en: "$2 Kids' Fruit Token", es: "Ficha de fruta infantil de $2" },
    description: {
      en: "For fresh fruit and vegetables, for kids to choose.",
      es: "Para frutas y verduras frescas que eligen los niños.",
    },
    imageIds: ["im_kidsfruittoken1b7x"],
    undiscountedPriceCents: 400,
    customerPriceCents: 200,
    perMemberLimit: 10,
  });
  return offering;
}

function pantry(db: Db, nowMs: number, optionId: number) {
  const vendor = db.t.vendors.insert({ name: "Oregon Food Bank" });
  const offering = db.t.offerings.insert({
    description: { en: "Home Forward Pantry Box", es: "Caja de despensa de Home Forward" },
    fulfillmentPrompt: { en: "Where will you pick up?", es: "¿Dónde vas a recoger?" },
    fulfillmentConfirmation: { en: "Pick up in the community room", es: "Recoge en el salón comunitario" },
    fulfillmentInstructions: { en: "Open Tuesdays 4–7pm.", es: "Abierto los martes de 16:00 a 19:00." },
    opensAt: toTime(nowMs - 3 * DAY),
    closesAt: toTime(nowMs + 20 * DAY),
    fulfillmentStartsAt: toTime(nowMs + 2 * DAY),
    imageId: "im_pantryoffering9c5e",
    fulfillmentOptionIds: [optionId],
    eligibleOrganization: "Home Forward",
    maxItemsPerMember: 1,
    handlingCents: 0,
  });
  db.t.products.insert({
    offeringId: offering.id,
    vendorId: vendor.id,
    subsidyCategory: null,
    inventory: 100,
    name: { en: "Pantry Staples Box", es: "Caja de productos básicos" },
    description: {
      en: "Rice, beans, oil, oats and canned tomatoes.",
      es: "Arroz, frijoles, aceite, avena y tomates enlatados.",
    },
    imageIds: ["im_pantrystaples2d8f4"],
    undiscountedPriceCents: 3000,
    customerPriceCents: 1000,
    perMemberLimit: 1,
  });
  return offering;
}

/** Seeds vendors, pickup options, offerings and products; returns the offerings. */
export function seedFood(db: Db, nowMs: number) {
  const { shemanski, lents, hillsdale } = options(db);
  return {
    harvest: seedHarvest(db, nowMs, [shemanski.id, lents.id]),
    market: market(db, nowMs),
    pantry: pantry(db, nowMs, hillsdale.id),
  };
}
