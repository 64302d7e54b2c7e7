import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { routePatterns } from "./route-patterns.ts";

describe("paths", () => {
  it("R-01 builds every page's path relative to the /app base, one builder per route pattern", () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(routePatterns).sort());
    expect(paths.welcome()).toBe("/");
    expect(paths.dashboard()).toBe("/dashboard");
    expect(paths.checkoutConfirmation({ checkoutId: 5 })).toBe("/checkout/5/confirmation");
  });

  it("fills several parameters and encodes them", () => {
    expect(paths.product({ offeringId: 3, productId: "a/b" })).toBe("/product/3/a%2Fb");
  });

  it("adds a query built with URLSearchParams, leaving out empty entries, and a hash", () => {
    const returnTo = paths.checkout({ checkoutId: 4, search: { step: "pay" } });
    expect(paths.addCard({ search: { returnTo, returnToImmediate: true, skip: undefined } })).toBe(
      "/add-card?returnTo=%2Fcheckout%2F4%3Fstep%3Dpay&returnToImmediate=true",
    );
    expect(paths.ledgers({ search: { ledger: 2, page: 0 }, hash: "line-7" })).toBe(
      "/ledgers?ledger=2&page=0#line-7",
    );
  });

  it("keeps the query where URLSearchParams has no size (Safari before 17, Chrome before 113)", () => {
    const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size");
    Reflect.deleteProperty(URLSearchParams.prototype, "size");
    try {
      expect(paths.checkout({ checkoutId: 4, search: { step: "pay" } })).toBe("/checkout/4?step=pay");
    } finally {
      if (size) Object.defineProperty(URLSearchParams.prototype, "size", size);
    }
  });

  it("a private account's setup page, /private-account/{id}", () => {
    expect(paths.privateAccount({ accountId: 45 })).toBe("/private-account/45");
  });

  it("refuses a missing parameter at run time as well as in the typecheck", () => {
    // @ts-expect-error -- offeringId is required by "/food/:offeringId"
    expect(() => paths.offering({})).toThrow(/offeringId/);
    // @ts-expect-error -- "/dashboard" takes no parameters
    paths.dashboard({ id: 1 });
  });
});
