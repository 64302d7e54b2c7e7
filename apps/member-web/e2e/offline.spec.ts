import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { newMember } from "./commerce-helpers.ts";

const words = {
  en: {
    switchTo: null,
    continue: "Continue",
    offline: "You're offline",
    back: /back online/,
    welcome: "Welcome | Tandem",
    addFunds: "Add funds",
    unreachable: "We couldn't reach Tandem. Check your internet connection and try again.",
  },
  es: {
    switchTo: "Español",
    continue: "Continuar",
    offline: "Sin conexión",
    back: /vuelvas a estar en línea/,
    welcome: "Bienvenida | Tandem",
    addFunds: "Agregar fondos",
    unreachable: "No pudimos conectar con Tandem. Revisa tu conexión a internet e inténtalo de nuevo.",
  },
} as const;

// The service worker is what these journeys are about (the other journeys run without it).
test.use({ serviceWorkers: "allow" });

/** Opens the app once and waits until its service worker controls the page (B-10). */
async function openOnce(page: Page, language: keyof typeof words): Promise<void> {
  await page.goto("/app/");
  const { switchTo, continue: next } = words[language];
  if (switchTo) await page.getByRole("button", { name: switchTo }).click();
  await expect(page.getByRole("link", { name: next })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Bytes that crossed the network while `load` ran: every response the page got that its service worker did not
 * serve (CDP `encodedDataLength`: headers and body as sent), plus whatever the worker itself fetched.
 */
async function networkBytes(context: BrowserContext, page: Page, load: () => Promise<void>) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const fromWorker = new Set<string>();
  const transfers: { url: string; bytes: number }[] = [];
  const urls = new Map<string, string>();
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    urls.set(requestId, response.url);
    if (response.fromServiceWorker) fromWorker.add(requestId);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    if (!fromWorker.has(requestId))
      transfers.push({ url: urls.get(requestId) ?? "?", bytes: encodedDataLength });
  });
  const workerFetches: { url: string; bytes: number }[] = [];
  const onResponse = (response: Awaited<ReturnType<Page["waitForResponse"]>>) => {
    if (!response.request().serviceWorker()) return;
    void response
      .request()
      .sizes()
      .then(({ responseBodySize, responseHeadersSize }) =>
        workerFetches.push({ url: response.url(), bytes: responseBodySize + responseHeadersSize }),
      )
      .catch(() => undefined);
  };
  context.on("response", onResponse);
  await load();
  await page.waitForLoadState("networkidle");
  context.off("response", onResponse);
  await cdp.detach();
  const all = [...transfers, ...workerFetches];
  return { total: all.reduce((sum, { bytes }) => sum + bytes, 0), all };
}

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test(`B-10 opened once, the app opens offline from its service worker and shows its offline page; back online it carries on (${language})`, async ({
    context,
    page,
  }) => {
    await openOnce(page, language);
    await context.setOffline(true);
    await page.reload();
    // The welcome page, prerendered, came from the worker with its scripts and needs no data: it opens offline.
    await expect(page.getByRole("link", { name: w.continue })).toBeVisible();
    await expect(page).toHaveTitle(w.welcome);
    // A member page: the shell came from the worker; the member did not, so the app says it is offline (B-10).
    await page.goto("/app/dashboard");
    await expect(page.getByRole("heading", { name: w.offline })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(w.back);
    await expect(page).toHaveTitle(`${w.offline} | Tandem`);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await expectNoA11yViolations(page);
    }
    // Back online it carries on: the visitor is asked for, and a visitor's way is the welcome page.
    await context.setOffline(false);
    await expect(page.getByRole("link", { name: w.continue })).toBeVisible();
    await expect(page).toHaveTitle(w.welcome);
  });
}

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test(`writes while offline: add funds tapped offline fails at once with the offline message and is not sent once back online (${language})`, async ({
    context,
    page,
  }) => {
    await newMember(page, language);
    const me = (await (await page.request.get("/api/v1/me")).json()) as {
      payment_instruments: { id: number; payment_method_type: string }[];
    };
    const card = me.payment_instruments.find((each) => each.payment_method_type === "card");
    await page.goto(`/app/add-funds?id=${String(card?.id)}&paymentMethodType=card`);
    await expect(page.getByRole("heading", { level: 1, name: w.addFunds })).toBeVisible();
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") writes.push(`${request.method()} ${request.url()}`);
    });
    for (const digit of "25") await page.getByRole("button", { name: digit, exact: true }).click();

    await context.setOffline(true);
    await page.getByRole("button", { name: w.addFunds, exact: true }).click();
    // At once, not after a wait for the connection: the member reads why, with the amount kept.
    await expect(page.getByRole("alert")).toHaveText(w.unreachable, { timeout: 2000 });
    await expect(page.getByRole("button", { name: w.addFunds, exact: true })).toBeEnabled();

    // Back online, nothing goes out by itself, and the member stays where they were.
    await context.setOffline(false);
    await page.waitForTimeout(2000);
    expect(writes).toEqual([]);
    await expect(page).toHaveURL(/\/app\/add-funds\?/);
    const overview = (await (await page.request.get("/api/v1/ledgers/overview")).json()) as {
      total_balance: { cents: number };
    };
    expect(overview.total_balance.cents).toBe(0);
  });
}

test("B-10 a repeat visit starts from the service worker and transfers under 10 KB", async ({
  context,
  page,
}) => {
  await openOnce(page, "en");
  // Let the first visit settle: the worker's install and the page chunks it caches on the way.
  await page.reload();
  await expect(page.getByRole("link", { name: "Continue" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const second = await page.context().newPage();
  const { total, all } = await networkBytes(context, second, async () => {
    const document = await second.goto("/app/");
    expect(document?.fromServiceWorker()).toBe(true);
    await expect(second.getByRole("link", { name: "Continue" })).toBeVisible();
  });
  console.log(
    `repeat visit over the network: ${total} B\n${all.map(({ url, bytes }) => `  ${bytes} B ${url}`).join("\n")}`,
  );
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(10 * 1024);
  // The member's data always comes from the network: the worker caches no API or sandbox answer.
  expect(all.some(({ url }) => url.includes("/api/v1/me"))).toBe(true);
  const cached = await second.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.some((url) => new URL(url).pathname === "/app/index.html")).toBe(true);
  expect(cached.filter((url) => /\/(api|sandbox)\//.test(url))).toEqual([]);
});

test("a campaign link opened by a returning browser reaches the server, which keeps its utm_ parameters; offline the cached app answers it", async ({
  context,
  page,
}) => {
  await openOnce(page, "en");
  // Every other navigation is the worker's; this one reaches the server, which sets the cookies.
  await page.goto("/app/?utm_source=flyer&utm_campaign=spring");
  await expect(page.getByRole("link", { name: "Continue" })).toBeVisible();
  const kept = Object.fromEntries((await context.cookies()).map(({ name, value }) => [name, value]));
  expect(kept).toMatchObject({ utm_source: "flyer", utm_campaign: "spring" });

  await context.setOffline(true);
  await page.goto("/app/start?utm_source=poster");
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(page).toHaveTitle("Sign in or join | Tandem");
});

test("F-015 D-06 a member who signs out leaves nothing of theirs in the service worker's caches or in storage, and the device's settings stay", async ({
  page,
}) => {
  await newMember(page, "en", { card: false });
  await page.goto("/app/dashboard");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto("/app/ledgers");
  await page.waitForLoadState("networkidle");
  // The map's last place is the member's; the install prompt's answer is the device's.
  await page.evaluate(() => {
    localStorage.setItem("map-position", JSON.stringify({ lat: 45.52, lng: -122.68, zoom: 15 }));
    localStorage.setItem("should-prompt-to-install-1", "false");
  });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Continue" })).toBeVisible();
  const left = await page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        cached.push(new URL(request.url).pathname);
    return { cached, local: Object.keys(localStorage), session: Object.keys(sessionStorage) };
  });
  expect(left.cached.filter((path) => !path.startsWith("/app/"))).toEqual([]);
  expect(left.local.filter((key) => key !== "language")).toEqual(["should-prompt-to-install-1"]);
  expect(left.session).toEqual([]);
});

test("B-09 the reload into a new build bypasses the service worker's cached index.html", async ({ page }) => {
  await openOnce(page, "en");
  expect((await page.goto("/app/dashboard"))?.fromServiceWorker()).toBe(true);
  const reload = await page.goto("/app/start?app-updated=1795457722887");
  expect(reload?.fromServiceWorker()).toBe(false);
  await expect(page).toHaveURL(/\/app\/start$/);
});
