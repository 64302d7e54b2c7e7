// Why a product is unavailable: two offerings of a neighbourhood pantry that only its members see,
// with a closed product and a product out of stock for each reason (`out_of_stock`, `purchased`, `max_ordered`).
// Kept to its own organisation so the offerings and products other members see, and count, are unchanged.
import { randomUUID } from "node:crypto";
import { createCashLedger } from "../domain/ledger.ts";
import { seededMembership } from "../domain/memberships.ts";
import type { Db } from "../state/db.ts";
import type { OfferingRecord, ProductRecord } from "../state/catalog-records.ts";
import { toTime } from "../state/clock.ts";
import type { MemberRecord, Translated } from "../state/records.ts";
import { seedCredit, seedOrder } from "./history.ts";

const DAY = 86_400_000;
const ORGANIZATION = "Cully Community Pantry";

function offering(db: Db, nowMs: number, description: Translated, maxItemsPerMember: number | null) {
  return db.t.offerings.insert({
    description,
    fulfillmentPrompt: { en: "", es: "" },
    fulfillmentConfirmation: {
      en: "Pick up at the Cully pantry on Saturday",
      es: "Recoge en la despensa de Cully el sábado",
    },
    fulfillmentInstructions: { en: "", es: "" },
    opensAt: toTime(nowMs - 10 * DAY),
    closesAt: toTime(nowMs + 30 * DAY),
    fulfillmentStartsAt: null,
    imageId: "im_pantryoffering9c5e",
    fulfillmentOptionIds: [],
    eligibleOrganization: ORGANIZATION,
    maxItemsPerMember,
    handlingCents: 0,
  });
}

type ProductSeed = Pick<ProductRecord, "name" | "description" | "imageIds"> & Partial<ProductRecord>;

function product(db: Db, at: OfferingRecord, vendorId: number, seed: ProductSeed): ProductRecord {
  return db.t.products.insert({
    offeringId: at.id,
    vendorId,
    undiscountedPriceCents: 400,
    customerPriceCents: 300,
    perMemberLimit: 12,
    inventory: null,
    subsidyCategory: null,
    ...seed,
  });
}

/** A member of the pantry, with a little cash. */
function pantryMember(db: Db, nowMs: number, who: Pick<MemberRecord, "phone" | "name" | "language">) {
  const member = db.t.members.insert({
    ...who,
    email: null,
    address: {
      address1: "4525 NE Cully Blvd",
      address2: "",
      city: "Portland",
      stateOrProvince: "Oregon",
      postalCode: "97218",
    },
    createdAt: toTime(nowMs - 60 * DAY),
    timezone: "America/Los_Angeles",
    termsAgreedAt: toTime(nowMs - 60 * DAY),
    verified: true,
    roleAccess: {},
    memberships: [seededMembership(ORGANIZATION, "verified", nowMs - 60 * DAY)],
    subscriptions: { account_updates: true, marketing: false },
    finishedSurveyTopics: [],
    preferencesToken: `prefs_${randomUUID().replace(/-/g, "")}`,
    impersonates: null,
    demoNote: `Cully Community Pantry member${who.language === "es" ? " (speaks Spanish)" : ""}: a closed product hidden from the grid but still in the cart, and products out of stock for each reason.`,
  });
  const cash = createCashLedger(db, member.id);
  seedCredit(db, cash.id, 2000, nowMs - 20 * DAY, { en: "Pantry credit", es: "Crédito de la despensa" });
  return member;
}

/**
 * Seeds the pantry's offerings and products and its two members (one reads English, one Spanish, so journeys in
 * each language have a cart of their own), each with past orders and a cart holding the closed pie.
 */
export function seedFoodAvailability(db: Db, nowMs: number) {
  const vendor = db.t.vendors.insert({ name: "Cully Community Pantry" });
  const weekly = offering(db, nowMs, { en: "Cully Pantry Weekly", es: "Despensa semanal de Cully" }, null);
  product(db, weekly, vendor.id, {
    name: { en: "Sweet Potatoes (2 lb)", es: "Camotes (2 lb)" },
    description: { en: "Grown in Cully.", es: "Cultivados en Cully." },
    imageIds: ["im_pantrystaples2d8f4"],
  });
  product(db, weekly, vendor.id, {
    name: { en: "Farm Eggs (dozen)", es: "Huevos de granja (docena)" },
    description: { en: "From Cully Farm's hens.", es: "De las gallinas de Cully Farm." },
    imageIds: ["im_pantrystaples2d8f4"],
    inventory: 0,
  });
  const honey = product(db, weekly, vendor.id, {
    name: { en: "Wildflower Honey", es: "Miel de flores silvestres" },
    description: { en: "One jar per member.", es: "Un frasco por persona." },
    imageIds: ["im_pantrystaples2d8f4"],
    perMemberLimit: 1,
  });
  const pie = product(db, weekly, vendor.id, {
    name: { en: "Pumpkin Pie", es: "Pastel de calabaza" },
    description: { en: "Baked for the harvest week only.", es: "Horneado solo para la semana de cosecha." },
    imageIds: ["im_pantrystaples2d8f4"],
    closed: true,
  });
  const feast = offering(db, nowMs, { en: "Cully Feast Box", es: "Caja de fiesta de Cully" }, 1);
  const box = product(db, feast, vendor.id, {
    name: { en: "Feast Box", es: "Caja de fiesta" },
    description: { en: "One box per household.", es: "Una caja por hogar." },
    imageIds: ["im_pantrystaples2d8f4"],
  });
  product(db, feast, vendor.id, {
    name: { en: "Cranberry Sauce", es: "Salsa de arándanos" },
    description: { en: "No longer offered.", es: "Ya no se ofrece." },
    imageIds: ["im_pantrystaples2d8f4"],
    closed: true,
  });
  const members = [
    pantryMember(db, nowMs, { phone: "15035550501", name: "Rosa Delgado", language: "en" }),
    pantryMember(db, nowMs, { phone: "15035550502", name: "Ramón Castillo", language: "es" }),
  ];
  for (const member of members) {
    seedOrder(db, member, weekly, [{ productId: honey.id, quantity: 1 }], null, nowMs - 5 * DAY);
    seedOrder(db, member, feast, [{ productId: box.id, quantity: 1 }], null, nowMs - 4 * DAY);
    // Added to the cart before the pie closed: it stays there until the member takes it out.
    db.t.carts.insert({
      memberId: member.id,
      offeringId: weekly.id,
      items: [{ productId: pie.id, quantity: 1, timestamp: nowMs - 3 * DAY }],
    });
  }
  return { members, weekly, feast };
}
