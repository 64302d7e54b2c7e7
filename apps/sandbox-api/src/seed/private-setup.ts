// Private accounts set up step by step (current API `ui_state_v1`): members on 555-03xx with accounts in each of
// the list's modes (link, payment, relink), with descriptions, terms and help. Seeded after everything else, so
// the earlier members, accounts and ids stay as they were.
import type { Db } from "../state/db.ts";
import type { VendorAccountRecord, VendorServiceRecord } from "../state/mobility-records.ts";
import type { MemberRecord, Translated } from "../state/records.ts";
import { createCashLedger } from "../domain/ledger.ts";
import { seedTrip } from "./history.ts";
import { seedMember } from "./members.ts";
import { Random } from "./random.ts";

const DAY = 86_400_000;

const LIME_TERMS: Translated = {
  en: "By linking, you agree that Tandem may create a Lime account on your behalf.\n\nLime bills each ride to your payment method on file; keep your Tandem balance at zero or above to keep riding.",
  es: "Al vincular, aceptas que Tandem cree una cuenta de Lime en tu nombre.\n\nLime cobra cada viaje a tu método de pago registrado; mantén tu saldo de Tandem en cero o más para seguir viajando.",
};
const LIME_DESCRIPTION: Translated = {
  en: "Ride Lime scooters at the programme's price. Rides are billed to your **payment method**.",
  es: "Usa los patinetes de Lime al precio del programa. Los viajes se cobran a tu **método de pago**.",
};
const LIME_HELP: Translated = {
  en: "Signed out of Lime? Tap **Re-link App** and open the link we text you.",
  es: "¿Se cerró tu sesión en Lime? Toca **Volver a vincular** y abre el enlace que te enviamos.",
};
const LYFT_DESCRIPTION: Translated = {
  en: "Use BIKETOWN through your Lyft Pass.",
  es: "Usa BIKETOWN con tu pase de Lyft.",
};
const LYFT_HELP: Translated = {
  en: "Open the Lyft app and look for the Tandem pass under **Wallet**.",
  es: "Abre la app de Lyft y busca el pase de Tandem en **Wallet**.",
};

/** A private (vendor) account of the member: Lime, needing a payment method, unless `seed` says otherwise. */
export function vendorAccount(db: Db, memberId: number, seed: Partial<VendorAccountRecord>) {
  return db.t.vendorAccounts.insert({
    memberId,
    vendorName: "Lime",
    vendorSlug: "lime",
    imageId: "im_limevendor3p6q9",
    needsPolling: true,
    disabled: false,
    linkedAt: null,
    authRequestedAt: null,
    magicLinkAt: null,
    magicLink: null,
    instructions: LIME_HELP,
    successInstructions: {
      en: "Success! Open the Lime app and tap the link we texted you to finish signing in.",
      es: "¡Listo! Abre la app de Lime y toca el enlace que te enviamos para terminar de iniciar sesión.",
    },
    description: LIME_DESCRIPTION,
    terms: LIME_TERMS,
    help: LIME_HELP,
    requiresPaymentMethod: true,
    ...seed,
  });
}

// A member who owes for a ride and has no payment method: the Lime account needs a card, the balance paid and the
// terms agreed before linking.
function owingMember(db: Db, nowMs: number, seed: { phone: string; name: string; language: "en" | "es" }) {
  const member = seedMember(db, nowMs, {
    ...seed,
    address: {
      address1: "3425 SE Belmont St",
      address2: "",
      city: "Portland",
      stateOrProvince: "Oregon",
      postalCode: "97214",
    },
    daysAgo: 60,
    demoNote:
      "Private account setup: owes for a ride and has no payment method; Lime needs a card, the balance paid and its terms agreed before linking.",
  });
  createCashLedger(db, member.id);
  vendorAccount(db, member.id, {});
  return member;
}

/** Seeds the private-account setup members; `ride` is the service whose ride the owing members did not pay for. */
export function seedPrivateAccountSetup(db: Db, nowMs: number, ride: VendorServiceRecord) {
  const random = new Random(3_0300);
  const owing: MemberRecord[] = [
    owingMember(db, nowMs, { phone: "15035550301", name: "Noor Haddad", language: "en" }),
    owingMember(db, nowMs, { phone: "15035550302", name: "Mateo Ruiz", language: "es" }),
  ];
  for (const member of owing) seedTrip(db, random, member, ride, nowMs - 2 * DAY, 24);
  const modes = seedMember(db, nowMs, {
    phone: "15035550303",
    name: "Ines Park",
    address: {
      address1: "1810 NE 15th Ave",
      address2: "",
      city: "Portland",
      stateOrProvince: "Oregon",
      postalCode: "97212",
    },
    daysAgo: 90,
    demoNote:
      "Private accounts in each mode: Lime to link, Spin linked but needing a payment method, Lyft linked (re-link, with help).",
  });
  createCashLedger(db, modes.id);
  vendorAccount(db, modes.id, {});
  vendorAccount(db, modes.id, {
    vendorName: "Spin",
    vendorSlug: "spin",
    imageId: null,
    linkedAt: modes.createdAt,
    description: {
      en: "Ride Spin e-bikes at the programme's price. Rides are billed to your payment method.",
      es: "Usa las bicicletas eléctricas de Spin al precio del programa. Los viajes se cobran a tu método de pago.",
    },
  });
  vendorAccount(db, modes.id, {
    vendorName: "Lyft",
    vendorSlug: "lyft",
    imageId: "im_lyftvendor8s2t4",
    needsPolling: false,
    linkedAt: modes.createdAt,
    instructions: LYFT_HELP,
    successInstructions: {
      en: "Your Lyft account is linked. Open the Lyft app to ride BIKETOWN.",
      es: "Tu cuenta de Lyft está vinculada. Abre la app de Lyft para usar BIKETOWN.",
    },
    description: LYFT_DESCRIPTION,
    terms: { en: "", es: "" },
    help: LYFT_HELP,
    requiresPaymentMethod: false,
  });
}
