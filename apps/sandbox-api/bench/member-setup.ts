// How a simulated member becomes ready: signs up with the code from the outbox, is verified through the sandbox's
// controls, onboards with a Portland address, then adds a card through the card provider stand-in.
import type { HttpSession, Json } from "./http-session.ts";

/** Signs `phone` up (terms agreed) and onboards it; the session then holds the signed-in member. */
async function signUp(http: HttpSession, origin: string, phone: string): Promise<void> {
  await http.send("POST", "/api/v1/auth/start", {
    phone,
    timezone: "America/Los_Angeles",
    terms_agreed: true,
  });
  const outbox = (await (await fetch(`${origin}/sandbox/outbox?phone=${phone}`)).json()) as {
    code: string;
  }[];
  const me = (await http.send("POST", "/api/v1/auth/verify", { phone, token: outbox[0]?.code })).body as Json;
  await fetch(`${origin}/sandbox/members/${String(me.id)}/verify`, { method: "POST" });
  await http.send("POST", "/api/v1/me/update", {
    name: `Bench Member ${phone.slice(-3)}`,
    address: {
      address1: "701 SW 6th Ave",
      city: "Portland",
      state_or_province: "Oregon",
      postal_code: "97204",
    },
  });
}

/** Adds Stripe's 4242 test card to the signed-in member; resolves to its payment instrument id. */
async function addCard(http: HttpSession, origin: string): Promise<number> {
  const form = new URLSearchParams({
    "card[number]": "4242424242424242",
    "card[exp_month]": "12",
    "card[exp_year]": "2031",
    "card[cvc]": "123",
  });
  const token = (await (
    await fetch(`${origin}/sandbox/card-provider/v1/tokens`, {
      method: "POST",
      headers: { authorization: "Bearer pk_test_bench" },
      body: form,
    })
  ).json()) as Json;
  const card = await http.send("POST", "/api/v1/payment_instruments/cards/create_stripe", { token });
  return Number((card.body as Json).id);
}

/** Sign-up to a ready member with a card; resolves to the card's payment instrument id. */
export async function setUpMember(http: HttpSession, origin: string, phone: string): Promise<number> {
  await signUp(http, origin, phone);
  return addCard(http, origin);
}
