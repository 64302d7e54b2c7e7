import { expect } from "vitest";
import type { LanePage } from "../lane-page.ts";
import { expectNoA11yViolations, type Journey } from "../journey.ts";
import { control, newMember } from "../members.ts";
import { waitUntil } from "../wait.ts";

const intro = { role: "dialog", name: "Find a ride" } as const;
const vehicle = { role: "dialog", name: "Vehicle details" } as const;
const trip = { role: "dialog", name: "Trip in progress" } as const;
const reserve = { role: "button", name: /Reserve (scooter|e-bike)/, within: vehicle } as const;

/** Opens /mobility by its tab, as a member does, with location answered where the browser cannot. */
export async function openMobility(page: LanePage): Promise<void> {
  await page.open("/app/dashboard");
  await page.see({ role: "region", name: "Your programs" });
  await page.prepareLocation();
  await page.tap({ role: "link", name: "Mobility" });
  await page.seeTitle("Mobility | Tandem");
}

/** The nearest vehicle's card, from the list (the keyboard and screen-reader way in). */
async function pickNearestFromList(page: LanePage): Promise<void> {
  await page.tap({ role: "button", name: "List nearby vehicles", within: intro });
  await page.tap({ role: "button", within: { role: "list", name: "Nearby vehicles, nearest first" } });
  await page.see(vehicle);
}

/** Taps the map where the picked vehicle was flown to: above the drawer on a phone (as e2e/mobility.spec.ts). */
async function tapFlownToVehicle(page: LanePage): Promise<void> {
  await waitUntil("the vehicle's card from a tap on the map", async () => {
    const box = await page.driver.evaluate<{ x: number; y: number; width: number; height: number } | null>(
      `(() => { const c = document.querySelector(".maplibregl-canvas"); if (!c) return null; const b = c.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height }; })()`,
    );
    if (!box) return false;
    await page.driver.tap(box.x + box.width / 2, box.y + box.height / 2 - Math.round(box.height * 0.22) - 22);
    // The map may still be flying there: the next round taps again.
    return (await page.find(vehicle)) !== null;
  });
}

export const ride: Journey = {
  name: "F-091 F-096 F-103 F-107 rides: a vehicle from the list (and, with WebGL, from the map), reserve, end, see the charge",
  async run(page, { setup }) {
    await newMember(page, "en");
    await openMobility(page);
    if (page.driver.can.webgl) {
      // F-091: with WebGL the map draws; a single vehicle or a group is on it at zoom 15 downtown.
      await page.see({ role: "button", name: "Zoom in" });
      await waitUntil("vehicles drawn on the map", async () =>
        /[1-9]\d* vehicles?|[1-9]\d* groups?/.test(
          await page.driver.evaluate<string>(
            `document.querySelector("#mobility-map-summary")?.textContent ?? ""`,
          ),
        ),
      );
    }
    await pickNearestFromList(page);
    await page.see(reserve);
    await expectNoA11yViolations(page);
    if (page.driver.can.webgl) {
      await page.driver.press("Escape");
      await page.see(intro);
      await tapFlownToVehicle(page);
    }
    await page.tap(reserve);
    await page.see({ role: "button", name: "End trip", within: trip });
    await control(setup.spec, "POST", "/sandbox/clock", { advance_seconds: 300 });
    await page.tap({ role: "button", name: "End trip", within: trip });
    await page.see({ role: "dialog", name: "Trip ended" });
    await page.seeText(/Thanks for riding with/);
    await page.seeText("You paid");
    const me = await page.api<{ ongoing_trip: unknown }>("GET", "/api/v1/me");
    expect(me.body.ongoing_trip).toBeNull();
  },
};
