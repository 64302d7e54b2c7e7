import { expect, test, type Locator, type Page } from "@playwright/test";
import { dashboardWords, scanBothSizes, seeded, signInToDashboard } from "./dashboard-helpers.ts";
import {
  buyClaimableOrder,
  editableOrder,
  errorEnvelope,
  orderWords,
  recentLedgerLines,
} from "./orders-helpers.ts";

// Both languages buy, claim and change orders of the same member (the seed's member with orders to pick up and
// no cash, so purchases are charged to her card and show funding lines): one after the other, so each finds
// its own new order as the newest. The seeded orders she has to pick up are never claimed here.
test.describe.configure({ mode: "serial" });

/** Holds the claim button, with the mouse or with Space from the keyboard, until `outcome` shows; then lets go. */
async function holdUntil(page: Page, button: Locator, how: "pointer" | "keyboard", outcome: Locator) {
  if (how === "pointer") {
    await button.hover();
    await page.mouse.down();
    await expect(outcome).toBeVisible({ timeout: 5000 });
    await page.mouse.up();
  } else {
    await button.focus();
    await page.keyboard.down("Space");
    await expect(outcome).toBeVisible({ timeout: 5000 });
    await page.keyboard.up("Space");
  }
}

for (const language of ["en", "es"] as const) {
  const w = orderWords[language];
  const how = language === "en" ? "pointer" : "keyboard";

  test(`orders (${language}): F-149 F-152 E-19 claim a new order by press-and-hold (${how}) after a refused try, see it with its funding line and the ledger line; F-148 D-30 change a pickup after a refused try`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInToDashboard(page, request, language, seeded.uma);

    // The purchase that creates the order moves the member's ledger: a new line for the order, its total taken.
    const before = await recentLedgerLines(page.request);
    const bought = await buyClaimableOrder(page.request, 1);
    const after = await recentLedgerLines(page.request);
    const orderLine = after.find(
      (line) => !before.some((old) => old.opaque_id === line.opaque_id) && line.memo.includes(bought.serial),
    );
    expect(orderLine?.amount.cents).toBe(-bought.totalCents);
    // …and the member sees it on the ledgers page.
    await page.goto("/app/ledgers");
    await expect(page.getByText(w.ledgerLine(bought.serial))).toBeVisible();

    // F-064 → R-25: the dashboard's pickup banner leads to the list, where the new order waits with its warning.
    await page.goto("/app/dashboard");
    await page.getByRole("link", { name: dashboardWords[language].viewOrders }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.unclaimedTitle })).toBeVisible();
    const card = page.getByRole("article", { name: w.order(bought.serial) });
    await expect(card.getByText(w.warning)).toBeVisible();
    await scanBothSizes(page);

    // E-19: a claim the server refuses says why, in the member's language, and the order stays to be claimed.
    const hold = card.getByRole("button", { name: w.holdToClaim });
    const claimPath = `**/api/v1/commerce/orders/${bought.id}/claim`;
    await page.route(claimPath, (route) =>
      route.fulfill(errorEnvelope(409, "invalid_permissions", "Order cannot be claimed")),
    );
    await holdUntil(page, hold, how, page.getByRole("alert").filter({ hasText: w.cannotClaim }));
    await page.unroute(claimPath);
    await expect(hold).toBeEnabled();

    // F-149 F-152: held for 2 s, the order is claimed, leaves the list and the modal shows it.
    const modal = page.getByRole("dialog");
    await holdUntil(page, hold, how, modal);
    await expect(modal.getByRole("heading", { name: w.claimed(bought.serial) })).toBeVisible();
    await expect(modal.getByText(w.claimedNote)).toBeVisible();
    await expect(modal.locator("img")).toHaveAttribute("src", /w=80&h=80/);
    await expect(card).toHaveCount(0);
    await scanBothSizes(page);

    // View order: the claimed note, the costs and the card's funding line "label: amount".
    await modal.getByRole("link", { name: w.viewOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/app/order/${bought.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: w.order(bought.serial) })).toBeVisible();
    await expect(page.getByText(w.claimedNote)).toBeVisible();
    const costs = page.getByRole("region", { name: w.costs });
    await expect(costs.getByText(/^Visa x-\d{4}: \$\d+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole("button", { name: w.holdToClaim })).toHaveCount(0);
    await scanBothSizes(page);

    // R-23 F-143: back in the history, the order says when it was claimed, and opens again from there.
    await page.getByRole("link", { name: w.backToHistory }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.historyTitle })).toBeVisible();
    const entry = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: w.order(bought.serial) }) });
    await expect(entry.getByText(w.claimedOn)).toBeVisible();
    await scanBothSizes(page);

    // F-147 F-148: an order whose pickup can still change, opened from the history: pick the other option, save.
    const editable = await editableOrder(page.request);
    await page.getByRole("link", { name: w.order(editable.serial) }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.order(editable.serial) })).toBeVisible();
    await expect(page.getByRole("region", { name: w.costs })).toBeVisible();
    await page.getByRole("button", { name: w.changePickup }).click();
    const current = page.getByRole("radio", { checked: true });
    const currentId = await current.getAttribute("value");
    const other = page.getByRole("radio", { checked: false }).first();
    const otherName = (await other.evaluate((radio) => radio.closest("label")?.textContent ?? "")).trim();
    await other.check();
    await scanBothSizes(page);
    // E-19 D-30: a refused change says so and puts the old choice back; nothing else is lost.
    const changePath = `**/api/v1/commerce/orders/${editable.id}/modify_fulfillment`;
    await page.route(changePath, (route) =>
      route.fulfill(errorEnvelope(400, "validation_error", "Not a valid fulfillment option")),
    );
    await page.getByRole("button", { name: w.savePickup }).click();
    await expect(page.getByRole("alert").filter({ hasText: w.notOffered })).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveAttribute("value", currentId ?? "");
    await page.unroute(changePath);
    await other.check();
    await page.getByRole("button", { name: w.savePickup }).click();
    await expect(page.getByText(w.pickupChanged)).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByText(otherName.slice(0, 20)).first()).toBeVisible();
  });
}

test("orders: F-145 F-153 a member without orders sees both empty states, in English and Spanish", async ({
  page,
  request,
}) => {
  test.slow();
  await signInToDashboard(page, request, "en", seeded.robin);
  for (const language of ["en", "es"] as const) {
    const w = orderWords[language];
    if (language === "es") {
      await page.getByRole("button", { name: "Español" }).click();
      await expect(page.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
    }
    await page.goto("/app/order-history");
    await expect(page.getByRole("heading", { name: w.noOrders })).toBeVisible();
    await expect(page.getByRole("link", { name: w.orderFood })).toHaveAttribute("href", "/app/food");
    await scanBothSizes(page);
    await page.goto("/app/unclaimed-orders");
    await expect(page.getByRole("heading", { name: w.noneToClaim })).toBeVisible();
    await scanBothSizes(page);
    await page.getByRole("link", { name: w.backToHistory }).last().click();
    await expect(page.getByRole("heading", { level: 1, name: w.historyTitle })).toBeVisible();
  }
});
