import { expect, test, type Page } from "@playwright/test";

// Routes cannot see requests a service worker answers, and a deploy is what these journeys stage by hand.
test.use({ serviceWorkers: "block" });

const words = {
  en: {
    switchTo: null,
    continue: "Continue",
    phone: "Mobile number",
    updated: "Tandem was updated to its latest version.",
  },
  es: {
    switchTo: "Español",
    continue: "Continuar",
    phone: "Número de celular",
    updated: "Tandem se actualizó a su versión más reciente.",
  },
} as const;

/**
 * Makes the start page's chunk answer 404, as a file of the previous build does after a deploy, until the app
 * reloads (`forever`: also after); returns the document loads after the first, to count reloads.
 */
async function startPageGone(page: Page, { forever = false } = {}) {
  const reloads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads.push(request.url());
  });
  await page.route(/\/app\/assets\/start-page-[\w-]+\.js$/, async (route) => {
    if (forever || reloads.length === 0) await route.fulfill({ status: 404, body: "Not Found" });
    else await route.continue();
  });
  return reloads;
}

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test(`B-09 a page chunk of the old build reloads the app once into the new one and says it was updated (${language})`, async ({
    page,
  }) => {
    await page.goto("/app/");
    if (w.switchTo) await page.getByRole("button", { name: w.switchTo }).click();
    const loads = await startPageGone(page);
    await page.getByRole("link", { name: w.continue }).click();
    // The reload lands on the page the member was opening, its cache-buster gone from the address.
    // The notice is a toast of 5 s (C-04), so it is looked for first, through the whole reload.
    await expect(page.getByText(w.updated)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(w.phone)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/start$/);
    expect(loads).toHaveLength(1);
    expect(new URL(loads[0] ?? "").searchParams.has("app-updated")).toBe(true);
  });
}

test("B-09 when the new build fails too, the app reloads once and then shows the error view, never looping", async ({
  page,
}) => {
  await page.goto("/app/");
  const loads = await startPageGone(page, { forever: true });
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  // Give a loop every chance to show itself.
  await page.waitForTimeout(1500);
  expect(loads).toHaveLength(1);
});
