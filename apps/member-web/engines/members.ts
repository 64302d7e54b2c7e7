import type { LanePage } from "./lane-page.ts";
import { waitUntil } from "./wait.ts";

// Members for the journeys, made through the API from the page (its own cookie jar) and the sandbox's controls
// (from here: they answer any request no proxy passed on). The journeys are about what the member does next.

export type Language = "en" | "es";

/** The sandbox's control at `path` of `origin`; fails on anything but 2xx. */
export async function control<T = unknown>(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${String(answer.status)} ${await answer.text()}`);
  return (answer.status === 204 ? null : await answer.json()) as T;
}

/** The newest code the sandbox texted to `phone`, once it is there. */
export function latestCode(origin: string, phone: string): Promise<string> {
  return waitUntil(`a code texted to ${phone}`, async () => {
    const outbox = await control<{ code: string | null }[]>(origin, "GET", `/sandbox/outbox?phone=${phone}`);
    return outbox.find((message) => message.code !== null)?.code ?? null;
  });
}

async function ok<T>(page: LanePage, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.api<T>(method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${String(answer.status)}`);
  return answer.body;
}

/** Signs `phone` in through the API in the page's cookie jar, the app set to `language` for the next load. */
export async function signInByApi(page: LanePage, phone: string, language: Language): Promise<void> {
  await page.open("/sandbox/");
  await control(page.origin, "DELETE", `/sandbox/throttles?phone=${phone}`);
  await ok(page, "POST", "/api/v1/auth/start", {
    phone,
    timezone: "America/Los_Angeles",
    language,
    terms_agreed: true,
  });
  await ok(page, "POST", "/api/v1/auth/verify", { phone, token: await latestCode(page.origin, phone) });
  await page.driver.evaluate(`localStorage.setItem("language", ${JSON.stringify(JSON.stringify(language))})`);
}

/** A new verified, onboarded member of this journey alone, with a saved Visa card unless told otherwise. */
export async function newMember(page: LanePage, language: Language, { card = true } = {}): Promise<number> {
  const phone = `1503555${String(2000 + Math.floor(Math.random() * 7999))}`;
  await signInByApi(page, phone, language);
  const me = await ok<{ id: number }>(page, "GET", "/api/v1/me");
  await control(page.origin, "POST", `/sandbox/members/${String(me.id)}/verify`);
  await ok(page, "POST", "/api/v1/me/update", {
    name: "Jamie Buyer",
    address: { address1: "100 SW Main St", city: "Portland", state_or_province: "OR", postal_code: "97204" },
    organization_name: "Unaffiliated",
  });
  if (card)
    await ok(page, "POST", "/api/v1/payment_instruments/cards/create_stripe", { token: { id: "tok_visa" } });
  return me.id;
}

/** How many orders the member has, as the server says. */
export async function orderCount(page: LanePage): Promise<number> {
  return (await ok<{ items: unknown[] }>(page, "GET", "/api/v1/commerce/orders")).items.length;
}
