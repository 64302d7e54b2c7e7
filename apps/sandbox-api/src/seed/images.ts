// The seed's pictures: every image the API links to (contract §2.2) is drawn from one of these specs by
// src/images/illustration.ts and served at /api/v1/images/<opaque_id>.
import type { Translated } from "../state/records.ts";

export type Motif =
  | "produce-box"
  | "bread"
  | "squash"
  | "cider"
  | "token"
  | "scooter"
  | "bike"
  | "market"
  | "pantry"
  | "vendor";

export interface ImageSpec {
  caption: Translated;
  /** What the picture shows, for its <title>. */
  title: string;
  motif: Motif;
  /** Background, then accent. */
  colors: [string, string];
}

/** Opaque id → picture. Ids look like the backend's (`im_` + base36). */
export const IMAGES: Record<string, ImageSpec> = {
  im_harvestoffering2h8k1: {
    caption: { en: "", es: "" },
    title: "Holiday harvest boxes",
    motif: "produce-box",
    colors: ["#FFF4E0", "#C2410C"],
  },
  im_harvestfamilybox7q2m: {
    caption: { en: "Harvest box contents", es: "Contenido de la caja" },
    title: "Family harvest box",
    motif: "produce-box",
    colors: ["#ECFDF3", "#15803D"],
  },
  im_harvestsinglebox3k9d: {
    caption: { en: "A box for one", es: "Una caja para una persona" },
    title: "Single harvest box",
    motif: "produce-box",
    colors: ["#F0FDF4", "#4D7C0F"],
  },
  im_squashbundle5w1p0: {
    caption: { en: "Winter squash", es: "Calabaza de invierno" },
    title: "Winter squash bundle",
    motif: "squash",
    colors: ["#FFF7ED", "#EA580C"],
  },
  im_applecider8r4t6: {
    caption: { en: "Fresh-pressed cider", es: "Sidra recién prensada" },
    title: "Apple cider",
    motif: "cider",
    colors: ["#FEF3C7", "#B45309"],
  },
  im_marketoffering4n2c: {
    caption: { en: "Farmers market stalls", es: "Puestos del mercado" },
    title: "Farmers market",
    motif: "market",
    colors: ["#EFF6FF", "#1D4ED8"],
  },
  im_markettoken6z3v8: {
    caption: { en: "Market tokens", es: "Fichas del mercado" },
    title: "Market token",
    motif: "token",
    colors: ["#FEFCE8", "#A16207"],
  },
  im_kidsfruittoken1b7x: {
    caption: { en: "Fruit tokens for kids", es: "Fichas de fruta para niños" },
    title: "Kids' fruit token",
    motif: "token",
    colors: ["#FDF2F8", "#BE185D"],
  },
  im_pantryoffering9c5e: {
    caption: { en: "", es: "" },
    title: "Pantry staples",
    motif: "pantry",
    colors: ["#F5F3FF", "#6D28D9"],
  },
  im_pantrystaples2d8f4: {
    caption: { en: "Rice, beans, oil and more", es: "Arroz, frijoles, aceite y más" },
    title: "Pantry staples box",
    motif: "pantry",
    colors: ["#EEF2FF", "#4338CA"],
  },
  im_ridesprogram7h3j2: {
    caption: { en: "Scooters on SE Hawthorne", es: "Patinetas en SE Hawthorne" },
    title: "E-scooters",
    motif: "scooter",
    colors: ["#ECFEFF", "#0E7490"],
  },
  im_bikeprogram5m8n1: {
    caption: { en: "BIKETOWN on the waterfront", es: "BIKETOWN junto al río" },
    title: "E-bikes",
    motif: "bike",
    colors: ["#FFF1F2", "#E11D48"],
  },
  im_limevendor3p6q9: {
    caption: { en: "Lime", es: "Lime" },
    title: "Lime",
    motif: "vendor",
    colors: ["#F0FDF4", "#16A34A"],
  },
  im_lyftvendor8s2t4: {
    caption: { en: "Lyft", es: "Lyft" },
    title: "Lyft",
    motif: "vendor",
    colors: ["#FDF2F8", "#DB2777"],
  },
};

/** The caption of an image, if the id is known. */
export function imageCaption(id: string): Translated | null {
  return IMAGES[id]?.caption ?? null;
}
