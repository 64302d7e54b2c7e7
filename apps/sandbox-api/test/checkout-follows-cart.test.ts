// A checkout follows its cart as the backend's does (its items point at the cart's items until it completes), cart
// changes without a timestamp are out of order on an item already in the cart, and a confirmation shows for two
// days from the checkout's creation: on both API versions, which agree on all three.
import {
  completeCheckout,
  getCheckout,
  getCheckoutConfirmation,
  getOffering,
  getUnclaimedOrders,
  putCartItem,
  startCheckout,
  type ApiClient,
} from "@tandem/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { API_VERSIONS } from "../src/api-version.ts";
import { PHONES, startHarness, type Harness } from "./harness.ts";

const MARKET = 2;
const HOUR = 3_600_000;

describe.each(API_VERSIONS)("on the %s API", (apiVersion) => {
  let h: Harness;
  let api: ApiClient;
  let stamp = Date.now();
  // Every change the member makes is later than the one before, as the app's are.
  const later = () => (stamp = Math.max(Date.now(), stamp + 1));
  const token = () =>
    h.sandbox.store.db.t.products.find((row) => row.name.en.startsWith("$5 Market Token"))?.id ?? 0;
  const setQuantity = (quantity: number) =>
    putCartItem(api, MARKET, { productId: token(), quantity, timestamp: later() });

  async function begin(phone: string = PHONES.jordan) {
    h = await startHarness({ rateLimits: false, apiVersion });
    api = await h.as(phone);
  }
  afterEach(() => h.close());

  describe("a checkout follows its cart", () => {
    it("shows and charges a quantity raised in the cart after it started, and the order keeps it", async () => {
      await begin();
      await setQuantity(1);
      const started = await startCheckout(api, MARKET);
      await setQuantity(2);
      const checkout = await getCheckout(api, started.id);
      expect(checkout.items.map((item) => item.quantity)).toEqual([2]);
      expect(checkout.customerCost.cents).toBe(2 * started.customerCost.cents);
      const confirmation = await completeCheckout(api, started.id, {
        chargeAmountCents: checkout.chargeableTotal.cents,
      });
      expect(confirmation.items.map((item) => item.quantity)).toEqual([2]);
      // The cart is empty now; what was bought stays with the order and its confirmation.
      expect((await getOffering(api, MARKET)).cart.items).toEqual([]);
      expect((await getCheckoutConfirmation(api, started.id)).items.map((item) => item.quantity)).toEqual([
        2,
      ]);
      const [order] = (await getUnclaimedOrders(api)).items;
      expect(order?.items.map((item) => item.quantity)).toEqual([2]);
    });

    it("answers 403 for a checkout whose cart was emptied after it started, on reading and completing", async () => {
      await begin();
      await setQuantity(1);
      const started = await startCheckout(api, MARKET);
      await setQuantity(0);
      await expect(getCheckout(api, started.id)).rejects.toMatchObject({ status: 403, code: "forbidden" });
      await expect(
        completeCheckout(api, started.id, { chargeAmountCents: started.chargeableTotal.cents }),
      ).rejects.toMatchObject({ status: 403, code: "forbidden" });
      // Putting the product back fills the cart, not the emptied checkout.
      await setQuantity(1);
      await expect(getCheckout(api, started.id)).rejects.toMatchObject({ status: 403 });
      expect((await getUnclaimedOrders(api)).items).toEqual([]);
    });
  });

  describe("cart changes without a timestamp", () => {
    it("A-32 are ignored on an item already in the cart, which keeps its quantity", async () => {
      await begin();
      await setQuantity(3);
      await api.put(`commerce/offerings/${String(MARKET)}/cart/item`, { productId: token(), quantity: 1 });
      await api.put(`commerce/offerings/${String(MARKET)}/cart/item`, { productId: token(), quantity: 0 });
      expect((await getOffering(api, MARKET)).cart.items).toEqual([{ productId: token(), quantity: 3 }]);
    });

    it("A-32 add a new item, which the member's next timestamped change then sets, whatever the sandbox's clock", async () => {
      await begin();
      h.sandbox.clock.advance(HOUR);
      await api.put(`commerce/offerings/${String(MARKET)}/cart/item`, { productId: token(), quantity: 1 });
      await setQuantity(4);
      expect((await getOffering(api, MARKET)).cart.items).toEqual([{ productId: token(), quantity: 4 }]);
    });
  });

  describe("the confirmation", () => {
    it("A-37 shows for two days from the checkout's creation, not from its completion", async () => {
      await begin();
      await setQuantity(1);
      const started = await startCheckout(api, MARKET);
      // Completed a day and 23 hours after it started: the confirmation shows, and an hour later it no longer does.
      h.sandbox.clock.advance(47 * HOUR);
      const checkout = await getCheckout(api, started.id);
      await completeCheckout(api, started.id, { chargeAmountCents: checkout.chargeableTotal.cents });
      expect((await getCheckoutConfirmation(api, started.id)).id).toBe(started.id);
      h.sandbox.clock.advance(HOUR);
      await expect(getCheckoutConfirmation(api, started.id)).rejects.toMatchObject({
        status: 403,
        code: "forbidden",
      });
    });
  });
});
