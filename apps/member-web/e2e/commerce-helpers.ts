import { expect, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/free-port.ts";
import type { Language } from "./sign-in-helpers.ts";
import { control } from "./sandbox-controls.ts";

const API = "/api/v1";

/** What the food and checkout pages say in each language, as a member reads them. */
export const foodWords = {
  en: {
    food: "Food",
    market: "Farmers Market Tokens",
    harvest: "Holiday Harvest Box",
    pantry: "Home Forward Pantry Box",
    token5: "$5 Market Token",
    token2: "$2 Kids' Fruit Token",
    loaf: "Whole Wheat Sandwich Loaf",
    soldOut: "Sold out",
    addToCart: "Add to cart",
    addOne: /^Add one /,
    quantityOf: /^Quantity of /,
    cart: (count: number) => `Cart ${String(count)} item${count === 1 ? "" : "s"}`,
    shoppingCart: "Shopping cart",
    continue: "Continue to checkout",
    checkout: "Checkout",
    paying: "How are you paying?",
    placeOrder: "Place order",
    placed: "Your order has been placed!",
    myOrder: "My order",
    seeOrders: "See my orders",
    orderHistory: "Order history",
    // The server's strings file words it, or the app's own catalog when that file came late.
    unverified: /We are still verifying your account|Your account is waiting to be verified/,
    addCard: "Add debit/credit card",
    summary: "Order summary",
    subtotal: /Subtotal \(3 items\)/,
    itemSubtotal: "Item subtotal",
    noAccess: /Sorry, this isn't available to your account/,
  },
  es: {
    food: "Comida",
    market: "Fichas del mercado de agricultores",
    harvest: "Caja de cosecha navideña",
    pantry: "Caja de despensa de Home Forward",
    token5: "Ficha de mercado de $5",
    token2: "Ficha de fruta infantil de $2",
    loaf: "Pan integral de molde",
    soldOut: "Agotado",
    addToCart: "Añadir al carrito",
    addOne: /^Añadir uno más: /,
    quantityOf: /^Cantidad de /,
    cart: (count: number) => `Carrito ${String(count)} producto${count === 1 ? "" : "s"}`,
    shoppingCart: "Carrito de compras",
    continue: "Continuar al pago",
    checkout: "Pago",
    paying: "¿Cómo vas a pagar?",
    placeOrder: "Hacer pedido",
    placed: "¡Tu pedido está hecho!",
    myOrder: "Mi pedido",
    seeOrders: "Ver mis pedidos",
    orderHistory: "Historial de pedidos",
    unverified: /Todavía estamos verificando tu cuenta|Tu cuenta está pendiente de verificación/,
    addCard: "Añadir tarjeta de débito o crédito",
    summary: "Resumen del pedido",
    subtotal: /Subtotal \(3 productos\)/,
    itemSubtotal: "Subtotal del artículo",
    noAccess: /Lo sentimos, esto no está disponible para tu cuenta/,
  },
} as const;

async function ok<T>(answer: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}) {
  if (!answer.ok()) throw new Error(`sandbox answered ${String(answer.status())}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * Signs `phone` in through the API in the page's own cookie jar (the journeys here are about food, not sign-in),
 * with the app set to `language` for the next page load.
 */
export async function signInByApi(page: Page, phone: string, language: Language): Promise<void> {
  const request = page.request;
  // A seeded member may be signed in by another journey at the same moment, and a new code expires the earlier one
  // (contract §3.12): when this code is refused, a new one is asked for.
  await expect(async () => {
    await request.delete(control(`/sandbox/throttles?phone=${phone}`));
    await ok(
      await request.post(`${API}/auth/start`, {
        data: { phone, timezone: "America/Los_Angeles", language, terms_agreed: true },
      }),
    );
    let token = "";
    await expect
      .poll(async () => {
        const outbox = await ok<{ code: string | null }[]>(
          await request.get(control(`/sandbox/outbox?phone=${phone}`)),
        );
        token = outbox.find((message) => message.code !== null)?.code ?? "";
        return token;
      })
      .not.toBe("");
    await ok(await request.post(`${API}/auth/verify`, { data: { phone, token } }));
  }).toPass({ timeout: 60_000 });
  await page.addInitScript((chosen) => localStorage.setItem("language", JSON.stringify(chosen)), language);
}

/**
 * A new verified, onboarded member of this journey alone (no other journey sees their cart or orders), optionally
 * with a saved Visa card, signed in in `language`.
 */
export async function newMember(page: Page, language: Language, { card = true } = {}): Promise<string> {
  const phone = `1503555${String(2000 + Math.floor(Math.random() * 7999))}`;
  await signInByApi(page, phone, language);
  const request = page.request;
  const me = await ok<{ id: number }>(await request.get(`${API}/me`));
  await ok(await request.post(control(`/sandbox/members/${String(me.id)}/verify`)));
  await ok(
    await request.post(`${API}/me/update`, {
      data: {
        name: "Jamie Buyer",
        address: {
          address1: "100 SW Main St",
          city: "Portland",
          state_or_province: "OR",
          postal_code: "97204",
        },
        organization_name: "Unaffiliated",
      },
    }),
  );
  if (card) {
    await ok(
      await request.post(`${API}/payment_instruments/cards/create_stripe`, {
        data: { token: { id: "tok_visa" } },
      }),
    );
  }
  return phone;
}

/** An offering's id by its English description (the sandbox seeds them in order). */
export async function offeringId(page: Page, description: string): Promise<number> {
  const list = await ok<{ items: { id: number; description: string }[] }>(
    await page.request.get(`${API}/commerce/offerings`, { headers: { "Accept-Language": "en" } }),
  );
  const found = list.items.find((item) => item.description === description);
  if (!found) throw new Error(`no offering "${description}"`);
  return found.id;
}

interface WireOrder {
  id: number;
  serial: string;
  total: { cents: number };
}

/** The member's orders, newest first, with the funding lines of the newest (API: `GET /commerce/orders`). */
export async function ordersOf(page: Page) {
  const answer = await ok<{
    items: WireOrder[];
    detailed_orders: (WireOrder & { funding_transactions: unknown[] })[];
  }>(await page.request.get(`${API}/commerce/orders`));
  return answer;
}

/** The member's cart lines in an offering ([productId, quantity]), as the server holds them. */
export async function serverCart(page: Page, offering: number): Promise<[number, number][]> {
  const answer = await ok<{ cart: { items: { product_id: number; quantity: number }[] } }>(
    await page.request.get(`${API}/commerce/offerings/${String(offering)}`),
  );
  return answer.cart.items
    .filter((item) => item.quantity > 0)
    .map((item): [number, number] => [item.product_id, item.quantity])
    .sort((a, b) => a[0] - b[0]);
}

// Private sandboxes still running in this worker: a test that times out never reaches its own `stop()`, so the
// worker stops them when it exits (Playwright ends a worker after a failed test).
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/**
 * A sandbox of this journey's own (in memory, serving the same build), so its faults never reach journeys running
 * beside it; `appConfig` is served as the app's runtime configuration (`/app/config.json`). Stop it with `stop()`.
 */
export async function privateSandbox(
  appConfig?: Record<string, string | number | boolean>,
): Promise<{ baseURL: string; stop: () => void }> {
  const port = await freePort();
  const appDir = process.env.E2E_APP_DIR ?? "dist";
  const configArgs: string[] = [];
  if (appConfig) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "tandem-app-config-")), "config.json");
    writeFileSync(file, JSON.stringify(appConfig));
    configArgs.push("--app-config", file);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--conditions=@tandem/source",
      path.resolve(import.meta.dirname, "../../sandbox-api/src/main.ts"),
      "--port",
      String(port),
      "--quiet",
      "--memory",
      "--no-ip-rate-limits",
      "--app-dir",
      path.resolve(import.meta.dirname, "..", appDir),
      ...configArgs,
    ],
    { stdio: "ignore" },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));
  const baseURL = `http://127.0.0.1:${String(port)}`;
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/app/`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { baseURL, stop: () => child.kill("SIGTERM") };
}
