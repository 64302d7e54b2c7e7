import { expect, test, type Page } from "@playwright/test";
import { newMember } from "./commerce-helpers.ts";
import { openStart, startWith, words, type Language } from "./sign-in-helpers.ts";

// New phones, one per language, that no other journey signs in with.
const PHONES: Record<Language, string> = { en: "15035550191", es: "15035550192" };

/** Records every CSP violation of the page (and any it would have reported) from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...console,
  ];
}

test("B-10 /app/ and a deep link carry the security headers, and the built page has no inline script", async ({
  request,
}) => {
  for (const url of ["/app/", "/app/food/12/checkout"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "img-src 'self' data: blob:",
      "worker-src 'self' blob:",
      "connect-src 'self'",
    ])
      expect(csp).toContain(directive);
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("geolocation=(self)");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // Vite's build must keep every script in a file: the CSP allows none inline.
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", body = ""] of scripts) {
      expect(attributes).toContain("src=");
      expect(body.trim()).toBe("");
    }
  }
});

for (const language of ["en", "es"] as const) {
  test(`B-10 the welcome and sign-in pages render with no CSP violation (${language})`, async ({ page }) => {
    const violations = await watchViolations(page);
    await openStart(page, language);
    await expect(page.getByLabel(words[language].phone)).toBeVisible();
    await startWith(page, language, PHONES[language]);
    await expect(page.getByRole("textbox", { name: words[language].digit(1) })).toBeVisible();
    // Let the service worker register and the late chunks load before counting.
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
}

test.describe("the map under the CSP", () => {
  test.use({
    geolocation: { latitude: 45.5195, longitude: -122.6745, accuracy: 30 },
    permissions: ["geolocation"],
  });

  const map = {
    en: { title: "Mobility | Tandem", summary: /[1-9]\d* vehicles?/ },
    es: { title: "Movilidad | Tandem", summary: /[1-9]\d* vehículos?/ },
  } as const;
  for (const language of ["en", "es"] as const) {
    test(`B-10 /mobility draws the map (its worker, canvas and geolocation) with no CSP violation (${language})`, async ({
      page,
    }) => {
      const violations = await watchViolations(page);
      await newMember(page, language);
      await page.goto("/app/mobility");
      await expect(page).toHaveTitle(map[language].title);
      // The map's summary counts what the worker clustered and the canvas drew around the member's location.
      await expect(page.locator("#mobility-map-summary")).toContainText(map[language].summary, {
        timeout: 20_000,
      });
      await expect(page.locator(".maplibregl-canvas")).toBeVisible();
      expect(
        await page.evaluate(() => navigator.permissions.query({ name: "geolocation" }).then((s) => s.state)),
      ).toBe("granted");
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
    });
  }
});
