import { expect, type Page } from "@playwright/test";
import { words as signIn, type Language } from "./sign-in-helpers.ts";

/** Seeded members of the account's history pages (apps/sandbox-api/README.md, demo members). */
export const historyMembers = {
  maria: "15035550142", // ledgers with several pages, 9 weeks of rides
  alex: "15035550184", // private accounts: Lime to link, Lyft linked
} as const;

/** What the ledgers, trips and private-accounts pages say in each language. */
export const historyWords = {
  en: {
    ledgersMenu: "Ledger transactions",
    ledgersTitle: "Ledger transactions",
    show: "Show",
    available: "Available Balance",
    savings: "Tandem savings",
    moneyIn: "Money in",
    moneyOut: "Money out",
    next: "Next page",
    previous: "Previous page",
    lineTitle: "Transaction details",
    reference: /^Reference ID: bx_/,
    close: "Close",
    tripsMenu: "Trips",
    tripsTitle: "Trips",
    ride: /(Scooter|E-bike|Bike) ride • \d+\smin/,
    yourTrip: "Your Trip",
    payment: "Payment",
    thanks: "Thanks for riding!",
    broken: "We can't open this receipt",
    seeTrips: "See your trips",
    accountsMenu: "Private accounts",
    accountsTitle: "Private accounts",
    link: /^(Link App|Re-link App)$/,
    relink: "Re-link App",
    help: "Help",
    helpTitle: "Lime Private Accounts",
    working: "Working...",
    success: /Open Lime/,
  },
  es: {
    ledgersMenu: "Movimientos",
    ledgersTitle: "Movimientos",
    show: "Mostrar",
    available: "Saldo disponible",
    savings: "Ahorros con Tandem",
    moneyIn: "Entrada de dinero",
    moneyOut: "Salida de dinero",
    next: "Página siguiente",
    previous: "Página anterior",
    lineTitle: "Detalles del movimiento",
    reference: /^ID de referencia: bx_/,
    close: "Cerrar",
    tripsMenu: "Viajes",
    tripsTitle: "Viajes",
    ride: /Viaje en (scooter|bicicleta eléctrica|bicicleta) de .+ •\s\d+\smin/,
    yourTrip: "Tu viaje",
    payment: "Pago",
    thanks: "¡Gracias por viajar con nosotros!",
    broken: "No podemos abrir este recibo",
    seeTrips: "Ver tus viajes",
    accountsMenu: "Cuentas privadas",
    accountsTitle: "Cuentas privadas",
    link: /^(Vincular app|Volver a vincular)$/,
    relink: "Volver a vincular",
    help: "Ayuda",
    helpTitle: "Cuentas privadas de Lime",
    working: "Trabajando...",
    success: /Abrir Lime/,
  },
} as const;

/** Opens a page from the signed-in menu, as a member does. */
export async function openFromMenu(page: Page, language: Language, item: string): Promise<void> {
  await page.getByRole("button", { name: signIn[language].openMenu }).click();
  await page.getByRole("link", { name: item, exact: true }).click();
}

/** Collects the API calls whose path matches `pattern` from now on. */
export function recordCalls(page: Page, pattern: RegExp): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (pattern.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

export { expect };
