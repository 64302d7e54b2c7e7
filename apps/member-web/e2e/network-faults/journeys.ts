// The four journeys of the network-fault suite (sign-in, purchase, ride, add card), each driven through the page
// step by step by a FaultRun, and checked through the API afterwards.
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { futureCardExpiry } from "../card-expiry.ts";
import { foodWords, newMember, ordersOf, serverCart } from "../commerce-helpers.ts";
import { enterCode, latestCode, words as signInWords } from "../sign-in-helpers.ts";
import type { FaultRun, JourneyTraits } from "./fault-run.ts";
import { API, type Area } from "./faults.ts";

async function ok<T>(answer: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}) {
  expect(answer.ok(), `${String(answer.status())} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

export interface Journey extends JourneyTraits {
  name: string;
  rows: string;
  area: Area;
  contextOptions?: Parameters<Browser["newContext"]>[0];
  run: (run: FaultRun, context: BrowserContext) => Promise<void>;
}

const food = foodWords.en;

/** The codes texted to `phone`, newest first. */
async function codesSent(page: Page, phone: string): Promise<string[]> {
  const outbox = await ok<{ code: string | null }[]>(
    await page.request.get(`/sandbox/outbox?phone=${phone}`),
  );
  return outbox.flatMap((message) => (message.code === null ? [] : [message.code]));
}

/** The journeys, each a row of the report's table. */
export const journeys: Journey[] = [
  {
    name: "sign-in",
    rows: "A-14 A-15",
    area: { reads: [], writes: [`${API}/auth/*`] },
    async run(run, context) {
      const page = run.page;
      // The member exists (made through the API in a context of its own); this context starts signed out.
      const setup = await context.browser()?.newContext({ baseURL: run.baseURL });
      if (!setup) throw new Error("no browser");
      const phone = await newMember(await setup.newPage(), "en", { card: false });
      const previousCode = await latestCode(setup.request, phone);
      await setup.close();
      const w = signInWords.en;
      await page.goto("/app/start");
      const phoneField = page.getByLabel(w.phone);
      await expect(phoneField).toBeVisible({ timeout: 20_000 });
      await run.start();
      await phoneField.fill(phone.slice(-10));
      const typed = await phoneField.inputValue();
      await page.getByRole("checkbox", { name: w.terms }).check();
      const code = page.getByRole("textbox", { name: w.digit(1) });
      await run.step("the phone number is sent (F-053)", {
        act: () => page.getByRole("button", { name: w.continue }).click(),
        retry: () => page.getByRole("button", { name: w.continue }),
        done: code,
        kept: async () => {
          await expect(phoneField).toHaveValue(typed);
          await expect(page.getByRole("checkbox", { name: w.terms })).toBeChecked();
        },
      });
      // A start that hung past the client's timeout was still answered by the server, after the member's second
      // try: the member waits for both texts and types the newest code.
      if (run.fault.key === "hang")
        await expect
          .poll(async () => (await codesSent(page, phone)).indexOf(previousCode), { timeout: 30_000 })
          .toBeGreaterThanOrEqual(2);
      const sentCode = await latestCode(page.request, phone, previousCode);
      await enterCode(page, "en", sentCode);
      const verifyButton = page.getByRole("button", { name: w.verify });
      await run.step("the code is verified (F-054)", {
        // F-054: a failed code clears the six fields, so after an error the member types the texted code again.
        act: async () => {
          if ((await code.inputValue()) === "") await enterCode(page, "en", sentCode);
          await verifyButton.click();
        },
        done: page
          .getByRole("heading", { level: 1, name: /Your programs|Welcome/ })
          .or(page.getByRole("link", { name: food.food }).first()),
        forward: code,
        // The phone the member gave is kept: the page still says where the code went.
        kept: () => expect(page.getByText(new RegExp(`•••-${phone.slice(-4)}`))).toBeVisible(),
      });
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await run.finish();
      const me = await ok<{ phone: string }>(await page.request.get(`${API}/me`));
      expect(me.phone).toContain(phone.slice(-4));
    },
  },
  {
    name: "purchase",
    rows: "F-139 A-30 A-31 A-32 A-33 A-36",
    area: {
      reads: [`${API}/commerce/offerings`, `${API}/commerce/offerings/*`, `${API}/commerce/checkouts/*`],
      writes: [`${API}/commerce/offerings/*/checkout`, `${API}/commerce/checkouts/*/complete`],
    },
    async run(run) {
      const page = run.page;
      await newMember(page, "en");
      await page.goto("/app/dashboard");
      const foodLink = page.getByRole("link", { name: food.food }).first();
      await expect(foodLink).toBeVisible({ timeout: 20_000 });
      await run.start();
      await run.step("the food offerings load", {
        act: () => foodLink.click(),
        done: page.getByRole("link", { name: new RegExp(food.market) }),
      });
      await run.step("the market's products load", {
        act: () => page.getByRole("link", { name: new RegExp(food.market) }).click(),
        done: page.getByRole("link", { name: /\$5 Market Token/ }),
      });
      await run.step("the product loads", {
        act: () => page.getByRole("link", { name: /\$5 Market Token/ }).click(),
        done: page.getByRole("button", { name: food.addToCart }),
      });
      const cart = page.getByRole("link", { name: food.cart(1) });
      await page.getByRole("button", { name: food.addToCart }).click();
      await expect(cart).toBeVisible();
      await run.step("the cart opens", {
        act: () => cart.click(),
        done: page.getByRole("button", { name: food.continue }),
      });
      const offering = Number(/\/cart\/(\d+)$/.exec(page.url())?.[1]);
      expect(offering, "the cart's offering, from its address").toBeGreaterThan(0);
      const visa = page.getByRole("radio", { name: /Visa/ });
      await run.step("the checkout starts", {
        act: () => page.getByRole("button", { name: food.continue }).click(),
        retry: () => page.getByRole("button", { name: food.continue }),
        done: visa,
        // The cart is kept: still one item in it, on the page, or on the server when the checkout page could not
        // load and shows its error view instead (the sandbox's own answer may fail under the fault: it is asked again).
        kept: () =>
          expect
            .poll(
              async () =>
                (await cart.or(page.getByText(food.token5).first()).first().isVisible()) ||
                (await serverCart(page, offering).catch(() => [])).length === 1,
            )
            .toBe(true),
      });
      await expect(visa).toBeChecked();
      const place = page.getByRole("button", { name: food.placeOrder });
      await run.step("the order is placed (F-139)", {
        act: () => place.click(),
        retry: () => place,
        done: page.getByRole("heading", { level: 1, name: food.placed }),
        kept: async () => {
          await expect(visa).toBeChecked();
          await expect(page.getByText(food.token5).first()).toBeVisible();
        },
      });
      await expect(page.getByRole("region", { name: food.myOrder })).toContainText(food.token5);
      await run.finish();
      // Exactly one order, charged once.
      const orders = await ordersOf(page);
      expect(orders.items).toHaveLength(1);
      expect(orders.detailed_orders[0]?.funding_transactions).toHaveLength(1);
    },
  },
  {
    name: "ride",
    rows: "F-091 F-103 F-106 A-23 A-25 A-26 A-27",
    area: {
      reads: [`${API}/mobility/map`, `${API}/mobility/vehicle`],
      writes: [`${API}/mobility/begin_trip`, `${API}/mobility/end_trip`],
    },
    contextOptions: {
      geolocation: { latitude: 45.5195, longitude: -122.6745, accuracy: 30 },
      permissions: ["geolocation"],
      reducedMotion: "reduce",
      viewport: { width: 390, height: 844 },
    },
    realClock: true,
    async run(run) {
      const page = run.page;
      await newMember(page, "en");
      await page.goto("/app/dashboard");
      const tab = page.getByRole("link", { name: "Mobility" }).first();
      await expect(tab).toBeVisible({ timeout: 20_000 });
      await run.start();
      const intro = page.getByRole("dialog", { name: "Find a ride" });
      const list = page.getByRole("list", { name: "Nearby vehicles, nearest first" });
      const showList = intro.getByRole("button", { name: "List nearby vehicles" });
      await run.step("the map and its vehicles load", {
        // The member opens the list where it is closed (the list offers Try again after a failed load).
        act: async () => {
          if (!page.url().endsWith("/app/mobility")) await tab.click();
          await expect(intro).toBeVisible();
          if (await showList.isVisible()) await showList.click();
        },
        forward: showList,
        done: list.getByRole("button").first(),
        failure: /Vehicles couldn't be loaded\./,
      });
      const vehicle = page.getByRole("dialog", { name: "Vehicle details" });
      const rate = vehicle.getByText(/^\$\d\.\d\d to unlock, then \$\d\.\d\d per minute$/);
      await run.step("a vehicle's details load (F-095)", {
        act: () => list.getByRole("button").first().click(),
        retry: () => list.getByRole("button").first(),
        done: rate,
      });
      const reserve = vehicle.getByRole("button", { name: /Reserve (scooter|e-bike)/ });
      const trip = page.getByRole("dialog", { name: "Trip in progress" });
      await run.step("the trip begins (F-103)", {
        act: () => reserve.click(),
        retry: () => reserve,
        done: trip.getByText(/Trip started at/),
        // The chosen vehicle is still there to reserve.
        kept: () => expect(rate).toBeVisible(),
      });
      await page.request.post("/sandbox/clock", { data: { advance_seconds: 300 } });
      const end = trip.getByRole("button", { name: "End trip" });
      await run.step("the trip ends (F-106)", {
        act: () => end.click(),
        retry: () => end,
        done: page.getByRole("dialog", { name: "Trip ended" }).getByText("You paid", { exact: true }),
        kept: () => expect(trip.getByText(/Trip started at/)).toBeVisible(),
      });
      await run.finish();
      // Exactly one trip, charged once.
      const trips = await ok<{ items: unknown[]; ongoing: unknown }>(
        await page.request.get(`${API}/mobility/trips`),
      );
      expect(trips.items).toHaveLength(1);
      expect(trips.ongoing ?? null).toBeNull();
    },
  },
  {
    name: "add card",
    rows: "F-162 F-163 F-154",
    settlesLostWrites: true,
    area: { reads: [`${API}/meta/payment_methods`], writes: [`${API}/payment_instruments/cards/*`] },
    async run(run) {
      const page = run.page;
      await newMember(page, "en", { card: false });
      await page.goto("/app/dashboard");
      await expect(page.getByRole("link", { name: food.food }).first()).toBeVisible({ timeout: 20_000 });
      await run.start();
      await run.step("the payment methods load (F-154)", {
        act: async () => {
          await page.getByRole("button", { name: "Open menu" }).click();
          await page.getByRole("link", { name: "Payment methods" }).click();
        },
        done: page.getByRole("link", { name: "Add your card" }),
      });
      await page.getByRole("link", { name: "Add your card" }).click();
      const name = page.getByLabel("Name on card");
      const number = page.getByLabel("Card number");
      const expiry = page.getByLabel("Expiration date");
      const cvc = page.getByLabel("Security code (CVC)");
      await name.fill("Jamie Buyer");
      await number.pressSequentially("4242424242424242");
      await expiry.pressSequentially(futureCardExpiry().typed);
      await cvc.pressSequentially("817");
      const save = page.getByRole("button", { name: "Add card" });
      await run.step("the card is linked (F-162 F-163)", {
        act: () => save.click(),
        retry: () => save,
        done: page.getByRole("heading", { name: "Card linked" }),
        // A lost answer is followed by a look at the member's cards; when the card is not there yet, the form says
        // its answer was lost, and the next tap looks again before sending anything.
        failure: /We didn't hear back about saving your payment method\./,
        kept: async () => {
          await expect(name).toHaveValue("Jamie Buyer");
          await expect(number).toHaveValue("4242 4242 4242 4242");
          await expect(expiry).toHaveValue(futureCardExpiry().shown);
          await expect(cvc).toHaveValue("817");
        },
      });
      await run.finish();
      // Exactly one card.
      const me = await ok<{ payment_instruments: { payment_method_type: string }[] }>(
        await page.request.get(`${API}/me`),
      );
      expect(
        me.payment_instruments.filter((instrument) => instrument.payment_method_type === "card"),
      ).toHaveLength(1);
    },
  },
];
