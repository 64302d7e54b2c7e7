import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { newMember } from "./commerce-helpers.ts";
import { dashboardWords, scanBothSizes, seeded, signInToDashboard } from "./dashboard-helpers.ts";

// Journeys of /mobility on the built app and the sandbox, with WebGL through SwiftShader. Riders stand downtown
// (the map centres on them at zoom 15); flights are jumps (reduced motion), so nothing waits for an animation.
// Maria (en) and Lucía (es) ride and end their trips; Jordan's seeded trip is only looked at, never ended.
test.use({
  geolocation: { latitude: 45.5195, longitude: -122.6745, accuracy: 30 },
  permissions: ["geolocation"],
  reducedMotion: "reduce",
});
test.describe.configure({ mode: "default" });

const words = {
  en: {
    tab: "Mobility",
    title: "Mobility | Tandem",
    intro: "Find a ride",
    list: "List nearby vehicles",
    nearest: "Nearby vehicles, nearest first",
    vehicle: "Vehicle details",
    rate: /^\$\d\.\d\d to unlock, then \$\d\.\d\d per minute$/,
    reserve: /Reserve (scooter|e-bike)/,
    trip: "Trip in progress",
    started: /Trip started at/,
    end: "End trip",
    ended: "Trip ended",
    thanks: /Thanks for riding with/,
    paid: "You paid",
    close: "Close",
    summary: /(\d+) vehicles? and (\d+) groups? of vehicles on the map/,
    needsPayment: "Add a payment method",
    negative: /Your balance is below zero/,
    zoomIn: "Zoom in",
    locate: "Locate me",
  },
  es: {
    tab: "Movilidad",
    title: "Movilidad | Tandem",
    intro: "Busca un vehículo",
    list: "Ver vehículos cercanos en una lista",
    nearest: "Vehículos cercanos, el más cercano primero",
    vehicle: "Detalles del vehículo",
    rate: /^\$\d\.\d\d para desbloquear y luego \$\d\.\d\d por minuto$/,
    reserve: /Reservar (patineta|bicicleta)/,
    trip: "Viaje en curso",
    started: /Viaje iniciado a las/,
    end: "Terminar viaje",
    ended: "Viaje terminado",
    thanks: /Gracias por viajar con|Gracias por/,
    paid: "Pagaste",
    close: "Cerrar",
    summary: /(\d+) vehículos? y (\d+) grupos? de vehículos en el mapa/,
    needsPayment: "Agrega un método de pago",
    negative: /Tu saldo está por debajo de cero/,
    zoomIn: "Acercar",
    locate: "Mostrar mi ubicación",
  },
} as const;
type Language = keyof typeof words;

async function openMap(page: Page, language: Language) {
  await page.getByRole("link", { name: words[language].tab }).first().click();
  await expect(page).toHaveURL(/\/app\/mobility$/);
  await expect(page).toHaveTitle(words[language].title);
}

/** What the map says it draws (its description for screen readers): single vehicles and clusters. */
async function drawn(page: Page, language: Language) {
  const text = (await page.locator("#mobility-map-summary").textContent()) ?? "";
  const [, vehicles = "0", groups = "0"] = words[language].summary.exec(text) ?? [];
  return { vehicles: Number(vehicles), groups: Number(groups) };
}

const drawer = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Picks the nearest vehicle from the list (keyboard and screen-reader way in). */
async function pickNearestFromList(page: Page, language: Language) {
  const w = words[language];
  await drawer(page, w.intro).getByRole("button", { name: w.list }).click();
  const list = page.getByRole("list", { name: w.nearest });
  await list.getByRole("button").first().click();
  await expect(drawer(page, w.vehicle)).toBeFocused();
}

/** Taps the map where the selected vehicle was flown to: above the drawer on phones, right of it on wide screens. */
async function tapFlownToVehicle(page: Page, language: Language) {
  const canvas = page.locator(".maplibregl-canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no map canvas");
  const wide = box.width >= 768;
  const x = box.width / 2 + (wide ? 200 : 0);
  // The pin's tip is on the vehicle; its body is above.
  const y = box.height / 2 - (wide ? 0 : Math.round(box.height * 0.22)) - 22;
  await expect(async () => {
    await canvas.click({ position: { x, y } });
    await expect(drawer(page, words[language].vehicle)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

for (const [language, rider] of [
  ["en", "15035550142"],
  ["es", seeded.lucia],
] as const) {
  const w = words[language];
  test(
    `F-091 F-092 F-095 F-096 F-103 F-104 F-106 F-107 F-108 D-09 D-32 ride from the map and the list, end, and see the charge (${language})`,
    { tag: language === "en" ? "@both-versions" : [] },
    async ({ page, request }) => {
      test.slow();
      await signInToDashboard(page, request, language, rider);
      await openMap(page, language);
      await expect(page.getByRole("button", { name: w.zoomIn })).toBeVisible();
      await expect(page.getByRole("button", { name: w.locate })).toBeVisible();
      // At zoom 15 downtown both clusters and single vehicles are drawn.
      await expect
        .poll(async () => (await drawn(page, language)).groups, { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect.poll(async () => (await drawn(page, language)).vehicles).toBeGreaterThan(0);
      if (language === "en") await scanBothSizes(page);
      await page.setViewportSize({ width: 390, height: 844 });

      // From the list, then (after Escape) from the map where it was flown to.
      await pickNearestFromList(page, language);
      await expect(drawer(page, w.vehicle).getByText(w.rate)).toBeVisible();
      if (language === "en") await scanBothSizes(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.keyboard.press("Escape");
      await expect(drawer(page, w.intro)).toBeVisible();
      await tapFlownToVehicle(page, language);
      const card = drawer(page, w.vehicle);
      await expect(card.getByText(w.rate)).toBeVisible();

      // Reserve, ride five minutes of sandbox time, end.
      await card.getByRole("button", { name: w.reserve }).click();
      const trip = drawer(page, w.trip);
      await expect(trip.getByText(w.started)).toBeVisible();
      await expect(trip).toBeFocused();
      await expect.poll(async () => drawn(page, language)).toEqual({ vehicles: 0, groups: 0 });
      if (language === "en") await scanBothSizes(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await request.post("/sandbox/clock", { data: { advance_seconds: 300 } });
      await trip.getByRole("button", { name: w.end }).click();
      const summary = drawer(page, w.ended);
      await expect(summary.getByText(w.thanks)).toBeVisible();
      await expect(summary.getByText(w.paid, { exact: true })).toBeVisible();
      await expect(summary.locator("dd").first()).toHaveText(/\$\d+\.\d\d/);
      await scanBothSizes(page);
      await summary.getByRole("button", { name: w.close, exact: true }).last().click();
      await expect(drawer(page, w.intro)).toBeVisible();
      await expect.poll(async () => (await drawn(page, language)).vehicles).toBeGreaterThan(0);

      // F-062: the dashboard no longer shows a trip in progress.
      await page.goto("/app/dashboard");
      await expect(page).toHaveTitle(dashboardWords[language].dashboardTitle);
      await expect(page.getByRole("region", { name: dashboardWords[language].programs })).toBeVisible();
      await expect(page.getByText(dashboardWords[language].trip)).toHaveCount(0);
    },
  );
}

test("F-105 F-062 Jordan's trip in progress shows on arrival, with no vehicles loaded (en)", async ({
  page,
  request,
}) => {
  await signInToDashboard(page, request, "en", seeded.jordan);
  const mapLoads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/mobility/map?")) mapLoads.push(r.url());
  });
  await openMap(page, "en");
  const trip = drawer(page, words.en.trip);
  await expect(trip.getByText(words.en.started)).toBeVisible();
  await expect(trip.getByRole("button", { name: words.en.end })).toBeVisible();
  await expect(trip.getByRole("timer")).toHaveText(/\d+:\d\d/);
  expect(mapLoads).toEqual([]);
  await expectNoA11yViolations(page);
});

test("F-099 D-10 Robin, with no payment method, is told why by keyboard alone through the list (es)", async ({
  page,
  request,
}) => {
  const w = words.es;
  await signInToDashboard(page, request, "es", seeded.robin);
  await openMap(page, "es");
  const intro = drawer(page, w.intro);
  const listButton = intro.getByRole("button", { name: w.list });
  await expect(listButton).toBeVisible();
  // Keyboard only: Tab until the list button has focus, open it, Tab to the nearest vehicle, Enter.
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(listButton).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Enter");
  const first = page.getByRole("list", { name: w.nearest }).getByRole("button").first();
  await expect(first).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  await page.keyboard.press("Enter");
  const card = drawer(page, w.vehicle);
  await expect(card).toBeFocused();
  await expect(card.getByRole("link", { name: w.needsPayment })).toBeVisible();
  await expect(card.getByRole("button", { name: w.reserve })).toHaveCount(0);
  await expectNoA11yViolations(page);
  // Escape closes the card and focus goes back to the vehicle in the list.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("list", { name: w.nearest }).getByRole("button").first()).toBeFocused();
});

test("F-099 D-10 Casey, with a negative balance, is told why (en)", async ({ page, request }) => {
  const w = words.en;
  await signInToDashboard(page, request, "en", seeded.casey);
  await openMap(page, "en");
  await pickNearestFromList(page, "en");
  const card = drawer(page, w.vehicle);
  await expect(card.getByText(w.negative)).toBeVisible();
  await expect(card.getByRole("button", { name: w.reserve })).toHaveCount(0);
});

// F-101 S-03: a vehicle's deeplink opens the provider's app only with the web (https) or a provider's own scheme;
// any other address leaves the words on the card, not a link. The sandbox's vehicles carry https or no deeplink,
// so the vehicle answer is changed on its way to the app.
for (const language of ["en", "es"] as const) {
  const w = words[language];
  const open = { en: /^Open the .+ app$/, es: /^Abrir la app de .+$/ }[language];
  test(`F-101 S-03 a vehicle's deeplink opens a provider's app, and one of another scheme shows as words (${language})`, async ({
    page,
  }) => {
    test.slow();
    let deeplink = "";
    await page.route("**/api/v1/mobility/vehicle?**", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...body, deeplink, usage_prohibited_reason: null, goto_private_account: false },
      });
    });
    await newMember(page, language);
    for (const [value, linked] of [
      ["lime://unlock/LIME-7XQ2K", true],
      ["java__blank__script:window.__probeRan=1", false],
      ["intent__blank__://scan/#Intent;scheme=zxing;end", false],
      ["javascript:window.__probeRan=1", false],
    ] as const) {
      deeplink = value;
      await page.goto("/app/mobility");
      await pickNearestFromList(page, language);
      const card = drawer(page, w.vehicle);
      await expect(card.getByText(open)).toBeVisible();
      await expect(card.getByRole("button", { name: w.reserve })).toHaveCount(0);
      if (linked) {
        await expect(card.getByRole("link", { name: open })).toHaveAttribute("href", value);
      } else {
        await expect(card.getByRole("link", { name: open }), value).toHaveCount(0);
        const hrefs = await card
          .locator("a[href]")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs, value).not.toContain(value.replaceAll("__blank__", ""));
        await card.getByText(open).click();
        expect(await page.evaluate(() => (window as { __probeRan?: number }).__probeRan)).toBeUndefined();
      }
    }
  });
}
