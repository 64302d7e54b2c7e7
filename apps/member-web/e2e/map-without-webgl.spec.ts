import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { newMember } from "./commerce-helpers.ts";

// A browser without WebGL (an old phone, a GPU on a block list, WebGL turned off) cannot draw maplibre's map: the
// page keeps its list-only stand-in, says why, and the member still finds and reserves vehicles from the list.

test.use({
  geolocation: { latitude: 45.5195, longitude: -122.6745, accuracy: 30 },
  permissions: ["geolocation"],
  reducedMotion: "reduce",
});

const words = {
  en: {
    notice: "The map can't be shown on this device. You can still find and reserve vehicles from the list.",
    intro: "Find a ride",
    list: "List nearby vehicles",
    nearest: "Nearby vehicles, nearest first",
    vehicle: "Vehicle details",
    reserve: /Reserve (scooter|e-bike)/,
  },
  es: {
    notice:
      "El mapa no se puede mostrar en este dispositivo. Aun así puedes buscar y reservar vehículos desde la lista.",
    intro: "Busca un vehículo",
    list: "Ver vehículos cercanos en una lista",
    nearest: "Vehículos cercanos, el más cercano primero",
    vehicle: "Detalles del vehículo",
    reserve: /Reservar (patineta|bicicleta)/,
  },
} as const;

for (const language of ["en", "es"] as const) {
  const w = words[language];
  test(`F-091 without WebGL, /mobility says the map can't be shown and lists the vehicles to reserve (${language})`, async ({
    page,
  }) => {
    // No WebGL context of any version, as in a browser with WebGL off.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (/webgl/i.test(kind)) return null;
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await newMember(page, language);
    await page.goto("/app/mobility");
    await expect(page.getByText(w.notice)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".maplibregl-canvas")).toHaveCount(0);

    await page.getByRole("dialog", { name: w.intro }).getByRole("button", { name: w.list }).click();
    const list = page.getByRole("list", { name: w.nearest });
    await list.getByRole("button").first().click();
    const card = page.getByRole("dialog", { name: w.vehicle });
    await expect(card).toBeFocused();
    await expect(card.getByRole("button", { name: w.reserve })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
