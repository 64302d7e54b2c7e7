import { expect, test, type Page } from "@playwright/test";
import { followCall, HOLD_MS, passClientTimeout } from "./client-timeout.ts";
import { newMember, privateSandbox } from "./commerce-helpers.ts";
import type { Language } from "./sign-in-helpers.ts";

const API = "/api/v1";

// What the add-funds page says in each language, as a member reads it.
const words = {
  en: {
    title: "Add funds",
    submit: "Add funds",
    lost: "We didn't hear back about adding $25.00.",
    foundEarlier:
      "Your earlier try went through: $25.00 is being added to your balance. Nothing was sent again.",
  },
  es: {
    title: "Agregar fondos",
    submit: "Agregar fondos",
    lost: "No recibimos respuesta sobre agregar $25.00.",
    foundEarlier:
      "Tu intento anterior sí se completó: estamos agregando $25.00 a tu saldo. No se envió nada de nuevo.",
  },
} as const;

async function setFaults(page: Page, faults: Record<string, unknown>) {
  const answer = await page.request.post("/sandbox/faults", { data: faults });
  expect(answer.ok()).toBe(true);
}

interface WireLine {
  amount: { cents: number };
  usage_details: { code: string }[];
}

/** The member's cash balance and funding lines, through the API. */
async function fundingsOf(page: Page) {
  const answer = await page.request.get(`${API}/ledgers/overview`);
  expect(answer.ok()).toBe(true);
  const overview = (await answer.json()) as { total_balance: { cents: number }; recent_lines: WireLine[] };
  return {
    balance: overview.total_balance.cents,
    fundings: overview.recent_lines
      .filter((line) => line.usage_details.some((usage) => usage.code === "funding"))
      .map((line) => line.amount.cents),
  };
}

/** The member's saved card, through the API. */
async function cardOf(page: Page): Promise<number> {
  const me = (await (await page.request.get(`${API}/me`)).json()) as {
    payment_instruments: { id: number; payment_method_type: string }[];
  };
  const card = me.payment_instruments.find((each) => each.payment_method_type === "card");
  if (!card) throw new Error("the new member has no card");
  return card.id;
}

for (const language of ["en", "es"] as const satisfies readonly Language[]) {
  const w = words[language];

  test(`Add funds can charge twice: a timed-out add-funds tapped again makes one funding and one charge (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const sandbox = await privateSandbox();
    const context = await browser.newContext({ baseURL: sandbox.baseURL });
    await context.clock.install();
    const page = await context.newPage();
    try {
      await newMember(page, language);
      const card = await cardOf(page);
      expect(await fundingsOf(page)).toEqual({ balance: 0, fundings: [] });
      await page.goto(`/app/add-funds?id=${String(card)}&paymentMethodType=card`);
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/payments/create_funding"))
          sent.push(request.url());
      });

      // The sandbox holds the answer well past the client's timeout and the app's checks after it (HOLD_MS + 8 s,
      // the page's clock passing the timeout 3 s in), then makes the funding: the page never hears back.
      await setFaults(page, {
        rules: [{ path: "/api/v1/payments/create_funding", method: "POST", latency_ms: HOLD_MS + 8000 }],
      });
      for (const digit of "25") await page.getByRole("button", { name: digit, exact: true }).click();
      const funding = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/payments/create_funding"),
      );
      await page.getByRole("button", { name: w.submit, exact: true }).click();
      const call = followCall(page, await funding);
      await passClientTimeout(page, Date.now());
      await expect
        .poll(() => ({ ...call }), { timeout: 15_000 })
        .toEqual({ abandoned: true, answered: false });
      // The app looked and saw nothing yet: it says so, and that the next tap looks first.
      await expect(page.getByRole("alert")).toContainText(w.lost, { timeout: 30_000 });

      // The held call is applied late; the member taps again.
      await expect.poll(async () => (await fundingsOf(page)).fundings, { timeout: 30_000 }).toEqual([2500]);
      await page.getByRole("button", { name: w.submit, exact: true }).click();
      await expect(page.getByText(w.foundEarlier)).toBeVisible();
      await expect(page).toHaveURL(/\/app\/dashboard$/);

      // Through the API: one funding of $25, one charge to the card; the page sent create_funding once.
      await setFaults(page, {});
      expect(await fundingsOf(page)).toEqual({ balance: 2500, fundings: [2500] });
      expect(sent).toHaveLength(1);
    } finally {
      await context.close();
      sandbox.stop();
    }
  });
}
