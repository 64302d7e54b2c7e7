// A simulated member: signs up with the code from the outbox, gets verified, onboards, adds a card, then does what
// members do (browse, order tokens, ride, add funds, read ledgers) while keeping its own model of its cash
// balance, which must match the server's to the cent at the end.
import { HttpSession, type Json, type Stats } from "./http-session.ts";
import { setUpMember } from "./member-setup.ts";

const cents = (money: unknown) => (money as { cents?: number } | undefined)?.cents ?? 0;

export class SimulatedMember {
  readonly phone: string;
  /** The balance the member expects, from what it did. */
  expectedCash = 0;
  private readonly http: HttpSession;
  private readonly origin: string;
  private cardId = 0;
  private tokensOrdered = 0;

  constructor(origin: string, stats: Stats, index: number) {
    this.origin = origin;
    this.http = new HttpSession(origin, stats);
    this.phone = `1971${String(4_000_000 + index).padStart(7, "0")}`;
  }

  /** Sign-up to a ready member with a card. */
  async setUp(): Promise<void> {
    this.cardId = await setUpMember(this.http, this.origin, this.phone);
  }

  /** One action, chosen at random. */
  async act(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.25) await this.browse();
    else if (roll < 0.4) await this.order();
    else if (roll < 0.6) await this.ride();
    else if (roll < 0.7) await this.addFunds();
    else await this.readLedgers();
  }

  private async browse(): Promise<void> {
    await this.http.send("GET", "/api/v1/me");
    await this.http.send("GET", "/api/v1/me/dashboard");
    await this.http.send("GET", "/api/v1/commerce/offerings");
  }

  private async order(): Promise<void> {
    if (this.tokensOrdered >= 12) return;
    const detail = (await this.http.send("GET", "/api/v1/commerce/offerings/2")).body as { items: Json[] };
    const token = detail.items.find((item) => cents(item.customer_price) === 500);
    await this.http.send("PUT", "/api/v1/commerce/offerings/2/cart/item", {
      product_id: token?.product_id,
      quantity: 1,
      timestamp: Date.now(),
    });
    const checkout = (await this.http.send("POST", "/api/v1/commerce/offerings/2/checkout")).body as Json;
    const total = cents(checkout.total);
    const chargeable = cents(checkout.chargeable_total);
    // Existing cash pays first; the card covers the rest.
    if (chargeable !== total - Math.min(Math.max(this.expectedCash, 0), total))
      throw new Error(`chargeable ${chargeable} does not match the member's balance ${this.expectedCash}`);
    const done = await this.http.send("POST", `/api/v1/commerce/checkouts/${String(checkout.id)}/complete`, {
      charge_amount_cents: chargeable,
      payment_instrument: { payment_instrument_id: this.cardId, payment_method_type: "card" },
    });
    if (done.status === 200) {
      this.expectedCash -= total - chargeable;
      this.tokensOrdered += 1;
    }
  }

  private async ride(): Promise<void> {
    const map = (
      await this.http.send("GET", "/api/v1/mobility/map?sw=45.45,-122.8&ne=45.6,-122.55&types=escooter")
    ).body as { providers: Json[]; escooter?: Json[] };
    const lime = map.providers.findIndex((provider) => provider.id === 12);
    const candidates = (map.escooter ?? []).filter(
      (vehicle) => vehicle.p === lime && vehicle.d === undefined,
    );
    const spot = candidates[Math.floor(Math.random() * candidates.length)];
    if (!spot) return;
    const vehicle = (
      await this.http.send(
        "GET",
        `/api/v1/mobility/vehicle?loc=${(spot.c as number[]).join(",")}&provider_id=12&type=escooter`,
        undefined,
        [200, 403],
      )
    ).body as Json;
    if (typeof vehicle.vehicle_id !== "string") return;
    // Another member may take the scooter first: vehicle_not_found is an expected answer then.
    const begun = await this.http.send(
      "POST",
      "/api/v1/mobility/begin_trip",
      { provider_id: 12, vehicle_id: vehicle.vehicle_id },
      [200, 403],
    );
    if (begun.status !== 200) return;
    const trip = (await this.http.send("POST", "/api/v1/mobility/end_trip", { lat: 45.52, lng: -122.67 }))
      .body as { charge?: { customer_cost: unknown } };
    // The ride is charged to cash; a shortfall goes to the card, so the balance never stays below zero.
    this.expectedCash = Math.max(0, this.expectedCash - cents(trip.charge?.customer_cost));
  }

  private async addFunds(): Promise<void> {
    const amount = 500 + 100 * Math.floor(Math.random() * 16);
    const answer = await this.http.send("POST", "/api/v1/payments/create_funding", {
      amount: { cents: amount, currency: "USD" },
      payment_instrument_id: this.cardId,
      payment_method_type: "card",
    });
    if (answer.status === 200) this.expectedCash += amount;
  }

  private async readLedgers(): Promise<void> {
    const overview = (await this.http.send("GET", "/api/v1/ledgers/overview")).body as { ledgers: Json[] };
    await this.http.send("GET", `/api/v1/ledgers/${String(overview.ledgers[0]?.id)}/lines?page=1`);
    await this.http.send("GET", "/api/v1/mobility/trips");
  }

  /** The server's cash balance three ways: dashboard, overview, and the sum of every line. */
  async serverCash(): Promise<{ dashboard: number; overview: number; lines: number }> {
    const dashboard = cents(
      ((await this.http.send("GET", "/api/v1/me/dashboard")).body as Json).cash_balance,
    );
    const overview = (await this.http.send("GET", "/api/v1/ledgers/overview")).body as { ledgers: Json[] };
    const cash = overview.ledgers[0];
    let lines = 0;
    for (let page = 1; ; page += 1) {
      const answer = (
        await this.http.send("GET", `/api/v1/ledgers/${String(cash?.id)}/lines?page=${page}&per_page=50`)
      ).body as { items: Json[]; has_more: boolean };
      lines += answer.items.reduce((sum, line) => sum + cents(line.amount), 0);
      if (!answer.has_more) break;
    }
    return { dashboard, overview: cents(cash?.balance), lines };
  }
}
