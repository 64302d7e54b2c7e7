import { expect, test, type Page } from "@playwright/test";
import { newMember } from "../commerce-helpers.ts";
import { scanBothSizes } from "../dashboard-helpers.ts";
import type { Language } from "../sign-in-helpers.ts";

// Paying a negative balance, against the current API: a member of the journey's own, with a card, is
// put in debt ($7.25) by the sandbox, then pays it from /funding (reached from the dashboard's alert) or from the
// ride it blocks, and rides.
test.use({
  geolocation: { latitude: 45.5195, longitude: -122.6745, accuracy: 30 },
  permissions: ["geolocation"],
  reducedMotion: "reduce",
});
// One after another: the English and Spanish rides reserve the one vehicle near that place that Tandem reserves
// (the other starts in its provider's app), and run side by side one would find it taken.
test.describe.configure({ mode: "default" });

const words = {
  en: {
    payWhatYouOwe: "Pay what you owe",
    owes: /^You owe \$7\.25$/,
    pay: "Pay $7.25 now",
    paid: "Paid. Your balance is settled.",
    dashboard: /Dashboard|Hello/,
    intro: "Find a ride",
    list: "List nearby vehicles",
    nearest: "Nearby vehicles, nearest first",
    vehicle: "Vehicle details",
    blocked: "You owe $7.25. Pay it to ride again.",
    reserve: /Reserve (scooter|e-bike)/,
    trip: "Trip in progress",
    end: "End trip",
    ended: "Trip ended",
  },
  es: {
    payWhatYouOwe: "Paga lo que debes",
    owes: /^Debes \$7\.25$/,
    pay: "Pagar $7.25 ahora",
    paid: "Pagado. Tu saldo está al día.",
    dashboard: /Panel|Hola/,
    intro: "Busca un vehículo",
    list: "Ver vehículos cercanos en una lista",
    nearest: "Vehículos cercanos, el más cercano primero",
    vehicle: "Detalles del vehículo",
    blocked: "Debes $7.25. Págalo para volver a viajar.",
    reserve: /Reservar (patineta|bicicleta)/,
    trip: "Viaje en curso",
    end: "Terminar viaje",
    ended: "Viaje terminado",
  },
} as const;

/** A new member of this journey with a Visa on file, owing $7.25 (sandbox control). */
async function owingMember(page: Page, language: Language): Promise<void> {
  await newMember(page, language, { card: true });
  const me = (await (await page.request.get("/api/v1/me")).json()) as { id: number };
  const debt = await page.request.post(`/sandbox/members/${String(me.id)}/debt`, { data: { cents: 725 } });
  expect(await debt.json()).toEqual({ cash_balance_cents: -725 });
}

/** Counts the charge_balance requests the page sends. */
function countCharges(page: Page): () => number {
  let charges = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/payments/charge_balance"))
      charges += 1;
  });
  return () => charges;
}

const drawer = (page: Page, name: string) => page.getByRole("dialog", { name });

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test(`pays a negative balance from /funding, reached from the dashboard's alert (${language})`, async ({
    page,
  }) => {
    test.slow();
    await owingMember(page, language);
    const charges = countCharges(page);
    await page.goto("/app/dashboard");
    await page.getByRole("link", { name: w.payWhatYouOwe }).click();
    await expect(page).toHaveURL(/\/app\/funding$/);
    const owed = page.getByRole("heading", { level: 2, name: w.owes });
    await expect(owed).toBeVisible();
    await scanBothSizes(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: w.pay }).dblclick();
    await expect(page.getByText(w.paid)).toBeVisible();
    await expect(owed).toHaveCount(0);
    expect(charges()).toBe(1);
    await scanBothSizes(page);
  });

  test(`pays from a ride the balance blocks, then rides without a reload (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await owingMember(page, language);
    const charges = countCharges(page);
    await page.goto("/app/mobility");
    await drawer(page, w.intro).getByRole("button", { name: w.list }).click();
    await page.getByRole("list", { name: w.nearest }).getByRole("button").first().click();
    const card = drawer(page, w.vehicle);
    await expect(card.getByText(w.blocked)).toBeVisible();
    await expect(card.getByRole("button", { name: w.reserve })).toHaveCount(0);
    await scanBothSizes(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByRole("button", { name: w.pay }).click();
    const reserve = drawer(page, w.vehicle).getByRole("button", { name: w.reserve });
    await expect(reserve).toBeVisible();
    expect(charges()).toBe(1);
    await reserve.click();
    const trip = drawer(page, w.trip);
    await expect(trip.getByRole("button", { name: w.end })).toBeVisible();
    await request.post("/sandbox/clock", { data: { advance_seconds: 120 } });
    await trip.getByRole("button", { name: w.end }).click();
    await expect(drawer(page, w.ended)).toBeVisible();
  });
}
