// Dashboard programmes and private vendor accounts.
import type { OfferingRecord, VendorAccountRecord } from "../state/catalog-records.ts";
import type { Db } from "../state/db.ts";
import { toTime } from "../state/clock.ts";
import type { SeededMembers } from "./members.ts";

const DAY = 86_400_000;

/** Seeds the programmes the dashboard lists, in ordinal order. */
export function seedPrograms(
  db: Db,
  nowMs: number,
  food: { harvest: OfferingRecord; market: OfferingRecord },
) {
  db.t.programs.insert({
    ordinal: 1,
    name: { en: "Lime & BIKETOWN Rides", es: "Viajes en Lime y BIKETOWN" },
    description: {
      en: "Discounted e-scooter and e-bike rides. Unlock a Lime for **$0.50**, then $0.07 a minute.",
      es: "Viajes con descuento en patineta y bicicleta eléctrica. Desbloquea una Lime por **$0.50** y luego $0.07 por minuto.",
    },
    imageId: "im_ridesprogram7h3j2",
    imageCaption: { en: "Scooters on SE Hawthorne", es: "Patinetas en SE Hawthorne" },
    periodBegin: toTime(nowMs - 300 * DAY),
    periodEnd: null,
    appLink: "/mobility",
    appLinkText: { en: "Find a ride", es: "Buscar un viaje" },
  });
  db.t.programs.insert({
    ordinal: 2,
    name: { en: "Holiday Harvest Boxes", es: "Cajas de cosecha navideña" },
    description: {
      en: "Fresh, local produce boxes for the holidays, mostly paid for by your food subsidy.",
      es: "Cajas de productos frescos y locales para las fiestas, pagadas en su mayoría con tu subsidio de comida.",
    },
    imageId: food.harvest.imageId,
    imageCaption: { en: "", es: "" },
    periodBegin: food.harvest.opensAt,
    periodEnd: food.harvest.closesAt,
    appLink: `/food/${food.harvest.id}`,
    appLinkText: { en: "Order a box", es: "Pedir una caja" },
  });
  db.t.programs.insert({
    ordinal: 3,
    name: { en: "Farmers Market Match", es: "Farmers Market Match" },
    description: {
      en: "Buy market tokens at half price and spend them at any Portland Farmers Market.",
      es: "Compra fichas del mercado a mitad de precio y úsalas en cualquier Portland Farmers Market.",
    },
    imageId: food.market.imageId,
    imageCaption: { en: "Farmers market stalls", es: "Puestos del mercado" },
    periodBegin: food.market.opensAt,
    periodEnd: null,
    appLink: `/food/${food.market.id}`,
    appLinkText: { en: "Get tokens", es: "Obtener fichas" },
  });
  db.t.programs.insert({
    ordinal: 4,
    name: { en: "Utilities Savings", es: "Ahorro en servicios" },
    description: {
      en: "Lower internet, power and gas bills are coming. Join the waitlist to hear first.",
      es: "Pronto habrá facturas más bajas de internet, luz y gas. Únete a la lista de espera para enterarte primero.",
    },
    imageId: null,
    imageCaption: { en: "", es: "" },
    periodBegin: toTime(nowMs - 30 * DAY),
    periodEnd: null,
    appLink: "/utilities",
    appLinkText: { en: "Join the waitlist", es: "Unirse a la lista" },
  });
}

type AccountSeed = Pick<VendorAccountRecord, "memberId" | "vendorName" | "vendorSlug"> &
  Partial<VendorAccountRecord>;

function account(db: Db, seed: AccountSeed) {
  return db.t.vendorAccounts.insert({
    imageId: null,
    needsPolling: true,
    disabled: false,
    linkedAt: null,
    authRequestedAt: null,
    magicLinkAt: null,
    magicLink: null,
    instructions: {
      en: "Tap **Link account**, then open the link we text you.",
      es: "Toca **Vincular cuenta** y abre el enlace que te enviamos por mensaje.",
    },
    successInstructions: {
      en: "Success! Tap **Open Lime** to finish signing in.",
      es: "¡Listo! Toca **Abrir Lime** para terminar de iniciar sesión.",
    },
    ...seed,
  });
}

/** Seeds private vendor accounts: Alex has one to link, one linked and one on a retired configuration. */
export function seedVendorAccounts(db: Db, m: SeededMembers) {
  account(db, { memberId: m.alex.id, vendorName: "Lime", vendorSlug: "lime", imageId: "im_limevendor3p6q9" });
  account(db, {
    memberId: m.alex.id,
    vendorName: "Lyft",
    vendorSlug: "lyft",
    imageId: "im_lyftvendor8s2t4",
    needsPolling: false,
    linkedAt: m.alex.createdAt,
    instructions: {
      en: "Open the Lyft app and look for the Tandem pass under **Wallet**.",
      es: "Abre la app de Lyft y busca el pase de Tandem en **Wallet**.",
    },
    successInstructions: {
      en: "Your Lyft account is linked. Open the Lyft app to ride BIKETOWN.",
      es: "Tu cuenta de Lyft está vinculada. Abre la app de Lyft para usar BIKETOWN.",
    },
  });
  account(db, { memberId: m.alex.id, vendorName: "Spin", vendorSlug: "spin", disabled: true });
  account(db, { memberId: m.pat.id, vendorName: "Lime", vendorSlug: "lime", imageId: "im_limevendor3p6q9" });
  account(db, {
    memberId: m.maria.id,
    vendorName: "Lyft",
    vendorSlug: "lyft",
    imageId: "im_lyftvendor8s2t4",
    needsPolling: false,
  });
}
