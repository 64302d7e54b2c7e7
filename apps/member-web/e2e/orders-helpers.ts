import { expect, type APIRequestContext } from "@playwright/test";

/** What the order pages say in each language. */
export const orderWords = {
  en: {
    historyTitle: "Order history",
    unclaimedTitle: "Claim orders",
    order: (serial: string) => `Order ${serial}`,
    claimed: (serial: string) => `Order ${serial} claimed`,
    holdToClaim: "Hold to claim",
    warning: /Don't press it before you arrive/,
    claimedNote: /^Claimed at Farmers Market Tokens on/,
    claimedOn: /^Claimed on /,
    viewOrder: "View order",
    costs: "Costs",
    changePickup: "Change pickup",
    savePickup: "Save pickup",
    pickupChanged: /^Pickup changed to /,
    noOrders: "You haven't placed any orders yet.",
    orderFood: "Order food",
    noneToClaim: "You have no orders to claim.",
    backToHistory: "Order history",
    food: "Food",
    ledgerLine: (serial: string) => new RegExp(`^Tandem order ${serial} - `),
    cannotClaim: "This order can't be claimed.",
    notOffered: "That pickup option can't be chosen any more. Please choose another one.",
  },
  es: {
    historyTitle: "Historial de pedidos",
    unclaimedTitle: "Reclamar pedidos",
    order: (serial: string) => `Pedido ${serial}`,
    claimed: (serial: string) => `Pedido ${serial} reclamado`,
    holdToClaim: "Mantén presionado para reclamar",
    warning: /No lo presiones antes de llegar/,
    claimedNote: /^Reclamado en Fichas del mercado de agricultores el/,
    claimedOn: /^Reclamado el /,
    viewOrder: "Ver pedido",
    costs: "Costos",
    changePickup: "Cambiar la recogida",
    savePickup: "Guardar la recogida",
    pickupChanged: /^La recogida cambió a /,
    noOrders: "Todavía no has hecho ningún pedido.",
    orderFood: "Pedir comida",
    noneToClaim: "No tienes pedidos para reclamar.",
    backToHistory: "Historial de pedidos",
    food: "Comida",
    ledgerLine: (serial: string) => new RegExp(`^Pedido de Tandem ${serial} - `),
    cannotClaim: "No se puede marcar este pedido como recogido.",
    notOffered: "Esa opción de recogida ya no se puede elegir. Elige otra, por favor.",
  },
} as const;

const API = "/api/v1";
const ENGLISH = { "accept-language": "en" };

interface Money {
  cents: number;
}
interface LedgerLine {
  opaque_id: string;
  memo: string;
  amount: Money;
}

async function json<T>(answer: { ok: () => boolean; status: () => number; json: () => Promise<unknown> }) {
  expect(answer.ok(), `HTTP ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The member's recent ledger lines (`GET /ledgers/overview`), as the signed-in browser sees them. */
export async function recentLedgerLines(request: APIRequestContext): Promise<LedgerLine[]> {
  return (await json<{ recent_lines: LedgerLine[] }>(await request.get(`${API}/ledgers/overview`)))
    .recent_lines;
}

/**
 * Buys `quantity` of the first product of the offering that can be picked up at once (no pickup options: claimable
 * as soon as it is paid), with the member's first usable instrument, as checkout does through the API. Returns
 * the new order's id, serial and total.
 */
export async function buyClaimableOrder(
  request: APIRequestContext,
  quantity: number,
): Promise<{ id: number; serial: string; totalCents: number }> {
  const offerings = await json<{ items: { id: number }[] }>(
    await request.get(`${API}/commerce/offerings`, { headers: ENGLISH }),
  );
  for (const { id } of offerings.items) {
    const offering = await json<{ items: { product_id: number; out_of_stock: boolean }[] }>(
      await request.get(`${API}/commerce/offerings/${id}`, { headers: ENGLISH }),
    );
    const product = offering.items.find((item) => !item.out_of_stock);
    if (!product) continue;
    await json(
      await request.put(`${API}/commerce/offerings/${id}/cart/item`, {
        data: { product_id: product.product_id, quantity, timestamp: Date.now() },
      }),
    );
    const started = await request.post(`${API}/commerce/offerings/${id}/checkout`);
    const checkout = started.ok()
      ? ((await started.json()) as {
          id: number;
          available_fulfillment_options: unknown[];
          available_payment_instruments: { id: number; payment_method_type: string }[];
          chargeable_total: Money;
        })
      : null;
    if (!checkout || checkout.available_fulfillment_options.length > 0) {
      // Not orderable now, or pickup only begins later (not claimable yet): empty the cart, try the next offering.
      await request.put(`${API}/commerce/offerings/${id}/cart/item`, {
        data: { product_id: product.product_id, quantity: 0, timestamp: Date.now() + 1 },
      });
      continue;
    }
    const [instrument] = checkout.available_payment_instruments;
    await json(
      await request.post(`${API}/commerce/checkouts/${checkout.id}/complete`, {
        data: {
          charge_amount_cents: checkout.chargeable_total.cents,
          payment_instrument: instrument && {
            payment_instrument_id: instrument.id,
            payment_method_type: instrument.payment_method_type,
          },
        },
      }),
    );
    const orders = await json<{ items: { id: number; serial: string; total: Money }[] }>(
      await request.get(`${API}/commerce/orders`),
    );
    const [newest] = orders.items;
    if (!newest) throw new Error("the order is missing from the history");
    return { id: newest.id, serial: newest.serial, totalCents: newest.total.cents };
  }
  throw new Error("no offering can be picked up at once");
}

/** The id and serial of one of the member's orders whose pickup can still be changed. */
export async function editableOrder(request: APIRequestContext): Promise<{ id: number; serial: string }> {
  const orders = await json<{ items: { id: number; serial: string }[] }>(
    await request.get(`${API}/commerce/orders`),
  );
  for (const order of orders.items) {
    const detail = await json<{ fulfillment_option_editable: boolean }>(
      await request.get(`${API}/commerce/orders/${order.id}`),
    );
    if (detail.fulfillment_option_editable) return order;
  }
  throw new Error("the member has no order with a pickup to change");
}

/** The contract's error envelope (§1.6), as a refused request answers. */
export function errorEnvelope(status: number, code: string, message: string) {
  return {
    status,
    contentType: "application/json",
    body: JSON.stringify({ error: { message, status, code } }),
  };
}
