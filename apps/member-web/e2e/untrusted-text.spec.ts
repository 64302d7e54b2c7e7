import { expect, test, type Page } from "@playwright/test";
import { XSS_PAYLOADS } from "@tandem/ui/xss-payloads";
import { privateSandbox, signInByApi } from "./commerce-helpers.ts";

// Text the server sends is untrusted: offering and product text, vendor and service names, pickup options,
// programmes, ledger names and memos, and the alerts of the strings file. A sandbox of this journey's own fills every such field with the ui package's
// XSS corpus (S-03) plus raw HTML payloads, each turned to set a global flag instead of alerting; the real pages
// must show them as text. Proof that no script ran: the flag stays unset, no dialog opens and the page reports no
// CSP violation (the CSP would block an inline script, and say so).

const MARIA = "15035550142";
const CASEY = "15035550129";
const FLAG = "window.__untrustedRan=1";
const TEXTS = [
  ...XSS_PAYLOADS.map((payload) => payload.replaceAll("alert(1)", FLAG)),
  `<script>${FLAG}</script>`,
  `"><img src=x onerror="${FLAG}">`,
  `'><svg onload=${FLAG}>`,
  `**bold** <b onmouseover="${FLAG}">x</b> [ok](https://example.org)`,
];

interface Seen {
  ran: boolean;
  violations: string[];
}

async function watch(page: Page): Promise<{ dialogs: string[]; seen: () => Promise<Seen> }> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __untrustedViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    seen: () =>
      page.evaluate(() => {
        const w = window as unknown as { __untrustedRan?: number; __untrustedViolations?: string[] };
        return { ran: w.__untrustedRan !== undefined, violations: w.__untrustedViolations ?? [] };
      }),
  };
}

for (const language of ["en", "es"] as const)
  test(`S-03 B-10 hostile server text in alerts and on the dashboard, food, offering, product, ledgers and orders pages runs no script (${language})`, async ({
    browser,
  }) => {
    test.slow();
    const sandbox = await privateSandbox();
    // A phone's width: hostile text is long words, which must wrap rather than widen the page.
    const context = await browser.newContext({
      baseURL: sandbox.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      const put = await page.request.post("/sandbox/untrusted-text", { data: { texts: TEXTS } });
      expect(put.ok()).toBe(true);
      const { dialogs, seen } = await watch(page);
      // Maria has programmes, ledgers with lines, orders and a card: every kind of server text reaches her pages.
      await signInByApi(page, MARIA, language);
      const offerings = (await (await page.request.get("/api/v1/commerce/offerings")).json()) as {
        items: { id: number }[];
      };
      const pages = [
        "/app/dashboard",
        "/app/food",
        "/app/ledgers",
        "/app/order-history",
        "/app/unclaimed-orders",
      ];
      for (const { id } of offerings.items) {
        pages.push(`/app/food/${String(id)}`);
        const detail = (await (
          await page.request.get(`/api/v1/commerce/offerings/${String(id)}`)
        ).json()) as {
          items: { product_id: number }[];
        };
        for (const product of detail.items.slice(0, 3))
          pages.push(`/app/product/${String(id)}/${String(product.product_id)}`);
      }
      const orders = (await (await page.request.get("/api/v1/commerce/orders")).json()) as {
        items: { id: number }[];
      };
      for (const order of orders.items.slice(0, 2)) pages.push(`/app/order/${String(order.id)}`);

      let shownAsText = 0;
      for (const url of pages) {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible();
        await page.waitForLoadState("networkidle");
        // The payloads are on the page as words a member can read, not as elements.
        const body = (await page.locator("main").textContent()) ?? "";
        if (TEXTS.some((text) => body.includes(text)) || /onerror=|<script>|javascript:/.test(body))
          shownAsText++;
        const { ran, violations } = await seen();
        expect.soft(ran, `${url}: a payload's script ran`).toBe(false);
        expect.soft(violations, `${url}: CSP violations`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${url}: wider than the phone`).toBeLessThanOrEqual(0);
      }
      // The server's alerts (their texts come from the strings file): Casey's balance is below zero.
      await page.request.delete("/api/v1/auth");
      await signInByApi(page, CASEY, language);
      await page.goto("/app/dashboard");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The banner is there, drawn from the hostile template (the seeded words are gone).
      const alert = page.locator("main .tdm-alert__body");
      await expect(alert.first()).toBeVisible();
      await expect(alert.first()).not.toContainText(
        language === "en" ? "Your balance is below zero" : "Tu saldo está por debajo de cero",
      );
      await page.waitForLoadState("networkidle");
      const afterAlert = await seen();
      expect.soft(afterAlert.ran, "dashboard alert: a payload's script ran").toBe(false);
      expect.soft(afterAlert.violations, "dashboard alert: CSP violations").toEqual([]);
      expect(dialogs).toEqual([]);
      // Most pages showed hostile text (a page without any would prove nothing).
      expect(shownAsText).toBeGreaterThanOrEqual(Math.ceil(pages.length / 2));
      // The detector works: a script that does run sets the flag this journey reads.
      await page.evaluate(FLAG);
      expect((await seen()).ran).toBe(true);
    } finally {
      await context.close();
      sandbox.stop();
    }
  });
