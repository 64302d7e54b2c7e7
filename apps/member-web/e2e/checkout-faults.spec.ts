import { expect, test, type Browser, type Page } from "@playwright/test";
import { followCall, HOLD_MS, passClientTimeout } from "./client-timeout.ts";
import {
  foodWords,
  newMember,
  offeringId,
  ordersOf,
  privateSandbox,
  serverCart,
} from "./commerce-helpers.ts";

// Faults on a sandbox of these journeys' own, so journeys running beside them never see them.
const w = foodWords.en;
const FAULTS = { latency_ms: 2000, failure_rate: 0.2 };

async function setFaults(page: Page, faults: Record<string, unknown>) {
  const answer = await page.request.post("/sandbox/faults", { data: faults });
  expect(answer.ok()).toBe(true);
}

/** Reads the server's cart, answering null while a fault refuses the read. */
async function cartOrNull(page: Page, offering: number) {
  try {
    return await serverCart(page, offering);
  } catch {
    return null;
  }
}

/**
 * Opens the $5 Market Token's page as a new member on a sandbox of its own, runs `journey`, then closes both. With
 * `clock`, the page's clock is installed (it runs as usual until the journey moves it on).
 */
async function onMarketToken(
  browser: Browser,
  journey: (page: Page, market: number, productId: number) => Promise<void>,
  { clock = false } = {},
) {
  const sandbox = await privateSandbox();
  const context = await browser.newContext({ baseURL: sandbox.baseURL });
  if (clock) await context.clock.install();
  const page = await context.newPage();
  try {
    await newMember(page, "en");
    const market = await offeringId(page, "Farmers Market Tokens");
    await page.goto(`/app/food/${String(market)}`);
    await page.getByRole("link", { name: /\$5 Market Token/ }).click();
    // The product's id is read once the product page is open, not from the offering page still showing.
    await page.waitForURL(/\/app\/product\/\d+\/\d+$/);
    await journey(page, market, Number(/\/(\d+)$/.exec(page.url())?.[1]));
  } finally {
    await context.close();
    sandbox.stop();
  }
}

test("faults: F-122 thirty random quantity changes under 2 s latency and 20% failures end with the cart at the last choice", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await onMarketToken(browser, async (page, market, productId) => {
    await page.getByRole("button", { name: w.addToCart }).click();
    const quantity = page.getByRole("combobox", { name: w.quantityOf });
    await expect(quantity).toHaveValue("1");

    await setFaults(page, FAULTS);
    let last = 1;
    for (let change = 0; change < 30; change++) {
      const roll = Math.random();
      if (roll < 0.2 && last < 10) {
        await page.getByRole("button", { name: w.addOne }).click();
        last += 1;
      } else if (roll < 0.4 && last > 1) {
        await page.getByRole("button", { name: /^Remove one / }).click();
        last -= 1;
      } else {
        last = 1 + Math.floor(Math.random() * 10);
        await quantity.selectOption(String(last));
      }
      await expect(quantity).toHaveValue(String(last));
    }
    // The server ends on the member's last choice, and so does the page.
    await expect.poll(() => cartOrNull(page, market), { timeout: 90_000 }).toEqual([[productId, last]]);
    await expect(quantity).toHaveValue(String(last));
    await setFaults(page, {});
    expect(await serverCart(page, market)).toEqual([[productId, last]]);
  });
});

test("faults: F-139 a checkout whose answer times out and is retried places exactly one order with one charge", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await onMarketToken(
    browser,
    async (page) => {
      await page.getByRole("button", { name: w.addToCart }).click();
      await page.getByRole("link", { name: w.cart(1) }).click();
      await page.getByRole("button", { name: w.continue }).click();
      await expect(page.getByRole("radio", { name: /Visa/ })).toBeChecked();
      const before = (await ordersOf(page)).items.length;

      // The first answer to Place order comes after the app's 20 s timeout, on top of the latency and failures: the
      // sandbox holds it HOLD_MS, and the page's clock passes the client's timeout ANSWER_AFTER_TIMEOUT_MS before that
      // (as a 23 s hold against the 20 s timeout would, without the test waiting them).
      await setFaults(page, {
        ...FAULTS,
        rules: [
          {
            path: "/api/v1/commerce/checkouts/*/complete",
            method: "POST",
            latency_ms: HOLD_MS - FAULTS.latency_ms,
          },
        ],
      });
      const placed = page.getByRole("heading", { level: 1, name: w.placed });
      const place = page.getByRole("button", { name: w.placeOrder });
      const completing = page.waitForRequest(
        (request) =>
          request.method() === "POST" &&
          /\/commerce\/checkouts\/[^/]+\/complete$/.test(new URL(request.url()).pathname),
      );
      await place.click();
      const complete = followCall(page, await completing);
      const sentAt = Date.now();
      await passClientTimeout(page, sentAt);
      // The client gave up on it at its timeout; the sandbox had not answered yet.
      await expect
        .poll(() => ({ ...complete }), { timeout: 15_000 })
        .toEqual({ abandoned: true, answered: false });
      // The member tries again whenever the page says it failed, until the confirmation shows.
      for (let attempt = 0; attempt < 4 && !(await placed.isVisible()); attempt++) {
        await expect(placed.or(page.locator(".tdm-toast").first())).toBeVisible({ timeout: 90_000 });
        if (await placed.isVisible()) break;
        await page
          .locator(".tdm-toast")
          .first()
          .waitFor({ state: "detached", timeout: 10_000 })
          .catch(() => undefined);
        if (await place.isVisible()) await place.click();
      }
      await expect(placed).toBeVisible({ timeout: 90_000 });

      // Through the API, faults off: exactly one new order, charged once to the card.
      await setFaults(page, {});
      await expect
        .poll(async () => (await ordersOf(page)).items.length, { timeout: 60_000 })
        .toBe(before + 1);
      const orders = await ordersOf(page);
      expect(orders.items).toHaveLength(before + 1);
      expect(orders.detailed_orders[0]?.funding_transactions).toHaveLength(1);
    },
    { clock: true },
  );
});
