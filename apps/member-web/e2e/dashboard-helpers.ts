import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { enterCode, latestCode, openStart, startWith, words, type Language } from "./sign-in-helpers.ts";

/** Seeded members by situation (apps/sandbox-api/src/seed/members.ts). */
export const seeded = {
  jordan: "15035550163", // a trip in progress
  uma: "15035550171", // two unclaimed orders, a card expiring next month
  tran: "19715550177", // onboarded but unverified: read_only_unverified
  pat: "15035550195", // no cash ledger: read_only_technical_error
  casey: "15035550129", // a negative cash balance
  robin: "15035550136", // not on the utilities waitlist yet
  lucia: "15035550158", // not on the utilities waitlist yet, speaks Spanish
} as const;

/**
 * What the dashboard and the utilities survey say in each language. Alert and read-only texts are the server's
 * strings file when it arrived in time, else the app's own catalog (F-036), so both are accepted.
 */
export const dashboardWords = {
  en: {
    dashboardTitle: "Dashboard | Tandem",
    programs: "Your programs",
    ridesProgram: "Lime & BIKETOWN Rides",
    findRide: "Find a ride",
    trip: /You have a trip in progress/,
    seeTrip: "See my trip",
    pickup: /orders are ready for pickup|Your order is ready for pickup/,
    viewOrders: "View orders",
    expiring: /A card on file expires soon|A payment method is expiring soon/,
    unverified: /We are still verifying your account|Your account is waiting to be verified/,
    technical: /Your account is paused while we fix a technical problem/,
    negative: /Your balance is below zero/,
    wentWrong: "Something went wrong",
    unhandled: "Sorry, something went wrong on our side. Please try again.",
    tryAgain: "Try again",
    goHome: "Go home",
    utilities: "Utilities",
    surveyTitle: "Save on your utilities",
    entity: "A community member",
    provider: "Portland General Electric",
    join: "Join the waitlist",
    joined: "You're on the waitlist! We'll let you know as soon as it opens.",
    already: "You're already on the waitlist. We'll be in touch!",
  },
  es: {
    dashboardTitle: "Inicio | Tandem",
    programs: "Tus programas",
    ridesProgram: "Viajes en Lime y BIKETOWN",
    findRide: "Buscar un viaje",
    trip: /Tienes un viaje en curso/,
    seeTrip: "Ver mi viaje",
    pickup: /pedidos están listos para recoger|Tu pedido está listo para recoger/,
    viewOrders: "Ver pedidos",
    expiring: /Una tarjeta registrada vence pronto|Un método de pago vence pronto/,
    unverified: /Todavía estamos verificando tu cuenta|Tu cuenta está pendiente de verificación/,
    technical: /Tu cuenta está en pausa mientras resolvemos un problema técnico/,
    negative: /Tu saldo está por debajo de cero/,
    wentWrong: "Algo salió mal",
    unhandled: "Lo sentimos, algo salió mal de nuestro lado. Inténtalo de nuevo.",
    tryAgain: "Intentar de nuevo",
    goHome: "Ir al inicio",
    utilities: "Servicios",
    surveyTitle: "Ahorra en tus servicios",
    entity: "Miembro de la comunidad",
    provider: "Portland General Electric",
    join: "Unirme a la lista de espera",
    joined: "¡Ya estás en la lista de espera! Te avisaremos en cuanto abra.",
    already: "Ya estás en la lista de espera. ¡Te contactaremos!",
  },
} as const;

/** Signs `phone` in with the texted code, in `language`, and waits for the dashboard. */
export async function signInToDashboard(
  page: Page,
  request: APIRequestContext,
  language: Language,
  phone: string,
): Promise<void> {
  // The seeded members are shared by journeys running side by side, and a new code expires the earlier one
  // (contract §3.12): when another journey signs the same member in at the same moment, this code may be refused, so
  // the member asks for a new one and signs in again.
  await expect(async () => {
    await openStart(page, language);
    await startWith(page, language, phone);
    await enterCode(page, language, await latestCode(request, phone));
    await page.getByRole("button", { name: words[language].verify }).click();
    // Verifying, then loading the dashboard's data and chunks: on two busy cores this can take longer than 5 s.
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page).toHaveTitle(dashboardWords[language].dashboardTitle);
}

/** The axe scan at two sizes, a phone's (390 × 844) first, then a desktop's (1280 × 800). */
export async function scanBothSizes(page: Page): Promise<void> {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
}
