import { expect, test, type Page } from "@playwright/test";
import { futureCardExpiry } from "../card-expiry.ts";
import { scanBothSizes, signInToDashboard } from "../dashboard-helpers.ts";

// Paying what is owed when the only card has expired, on the current API: the backend charges only a payment
// method usable for funding, so the map's vehicle offers no "Pay" but adding a card, whose adding pays the balance
// (payment_instruments.rb) and removes the expired card (post_create_cleanup); the member is then back on the map
// and can reserve. Each language has its own seeded member (src/seed/owed-without-card.ts), as paying changes them.
const members = { en: "15035550541", es: "15035550542" } as const;

test.use({
  // The sandbox's Lime e-bike kept for this journey (PAY_WITH_EXPIRED_CARD_SPOT), away from every other journey's
  // spot: the map journeys downtown reserve the vehicles near them.
  geolocation: { latitude: 45.575, longitude: -122.701, accuracy: 30 },
  permissions: ["geolocation"],
  reducedMotion: "reduce",
});

const words = {
  en: {
    map: "Find a ride",
    list: "List nearby vehicles",
    nearest: "Nearby vehicles, nearest first",
    vehicle: "Vehicle details",
    owes: /^You owe (\$\d+\.\d\d)\. Pay it to ride again\.$/,
    addCard: (amount: string) => `Add a card to pay ${amount}`,
    pay: /^Pay \$\d+\.\d\d now$/,
    addCardTitle: "Add a card",
    notice: (amount: string) => `You owe ${amount}. Adding this card pays that balance with it right away.`,
    card: {
      name: "Name on card",
      number: "Card number",
      expiry: "Expiration date",
      cvc: "Security code (CVC)",
    },
    submit: "Add card",
    reserve: /Reserve (scooter|e-bike)/,
  },
  es: {
    map: "Busca un vehículo",
    list: "Ver vehículos cercanos en una lista",
    nearest: "Vehículos cercanos, el más cercano primero",
    vehicle: "Detalles del vehículo",
    owes: /^Debes (\$\d+\.\d\d)\. Págalo para volver a viajar\.$/,
    addCard: (amount: string) => `Agrega una tarjeta para pagar ${amount}`,
    pay: /^Pagar \$\d+\.\d\d ahora$/,
    addCardTitle: "Agregar una tarjeta",
    notice: (amount: string) =>
      `Debes ${amount}. Al agregar esta tarjeta, ese saldo se paga con ella enseguida.`,
    card: {
      name: "Nombre en la tarjeta",
      number: "Número de tarjeta",
      expiry: "Fecha de vencimiento",
      cvc: "Código de seguridad (CVC)",
    },
    submit: "Agregar tarjeta",
    reserve: /Reservar (patineta|bicicleta)/,
  },
} as const;

type Words = (typeof words)[keyof typeof words];

const drawer = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Opens the map's list and the nearest vehicle's card. */
async function openNearestVehicle(page: Page, w: Words) {
  await drawer(page, w.map).getByRole("button", { name: w.list }).click();
  await page.getByRole("list", { name: w.nearest }).getByRole("button").first().click();
  return drawer(page, w.vehicle);
}

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test(`a member whose only card expired adds a card from the map's vehicle, which pays what they owe, and is back to reserve (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInToDashboard(page, request, language, members[language]);
    await page.goto("/app/mobility");
    const card = await openNearestVehicle(page, w);
    const owes = card.getByText(w.owes);
    await expect(owes).toBeVisible();
    const amount = w.owes.exec((await owes.textContent()) ?? "")?.[1] ?? "";
    await expect(card.getByRole("button", { name: w.pay })).toHaveCount(0);
    await expect(card.getByRole("button", { name: w.reserve })).toHaveCount(0);
    await scanBothSizes(page);

    await card.getByRole("link", { name: w.addCard(amount) }).click();
    await expect(page).toHaveURL(/\/app\/add-card\?returnToImmediate=%2Fmobility$/);
    await expect(page.getByRole("heading", { level: 1, name: w.addCardTitle })).toBeVisible();
    await expect(page.getByText(w.notice(amount))).toBeVisible();
    await scanBothSizes(page);
    await page.getByLabel(w.card.name).fill("Tandem Rider");
    await page.getByLabel(w.card.number).fill("4242424242424242");
    await page.getByLabel(w.card.expiry).fill(futureCardExpiry().slashed);
    await page.getByLabel(w.card.cvc).fill("123");
    await page.getByRole("button", { name: w.submit }).click();

    await expect(page).toHaveURL(/\/app\/mobility\?instrumentId=\d+&instrumentType=card$/);
    const me = (await (await page.request.get("/api/v1/me")).json()) as {
      chargeable_cash_balance: unknown;
      payment_instruments: { status: string }[];
    };
    expect(me.chargeable_cash_balance).toBeNull();
    expect(me.payment_instruments.map((each) => each.status)).toEqual(["ok"]);
    const again = await openNearestVehicle(page, w);
    await expect(again.getByRole("button", { name: w.reserve })).toBeVisible();
    await expect(again.getByText(w.owes)).toHaveCount(0);
    await scanBothSizes(page);
  });
}
