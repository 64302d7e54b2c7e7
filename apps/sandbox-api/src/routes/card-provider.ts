// A stand-in for the card provider's token endpoint (Stripe's POST /v1/tokens): form-encoded card fields, a
// publishable key, Stripe's test numbers, and errors in Stripe's error shape (A-50, E-20, S-14).
import { createHash, randomBytes } from "node:crypto";
import { detectCardType, isValidLuhn, type CardType } from "@tandem/validation";
import { Hono, type Context } from "hono";
import { brandName, TEST_CARD_BEHAVIOURS } from "../domain/test-cards.ts";
import { throttleWrite } from "../http/write-throttles.ts";
import { ownEntry } from "../own-entry.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { CardTokenRecord } from "../state/records.ts";

type Field = "number" | "exp_month" | "exp_year" | "cvc";

function cardError(c: Context<SandboxEnv>, code: string, param: Field, message: string) {
  return c.json(
    {
      error: {
        type: "card_error",
        code,
        param,
        message,
        doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`,
      },
    },
    402,
  );
}

function publishableKey(c: Context<SandboxEnv>, form: Record<string, unknown>): string | null {
  const bearer = c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
  const key = bearer ?? (typeof form.key === "string" ? form.key : undefined);
  return key?.startsWith("pk_") ? key : null;
}

/** A card field Stripe refuses: its error code, the field, and Stripe's message. */
interface CardProblem {
  problem: [code: string, param: Field, message: string];
}

/** The card as the form gives it; the number without spaces or dashes. */
interface Card {
  number: string;
  type: CardType;
  month: number;
  year: number;
  name: string;
  addressZip: string;
}

const BAD_MONTH: CardProblem = {
  problem: ["invalid_expiry_month", "exp_month", "Your card's expiration month is invalid."],
};

/** Reads the card fields of the form and checks them as Stripe does, in its order: the first refused, or the card. */
function readCard(form: Record<string, unknown>, now: Date): Card | CardProblem {
  const field = (name: string) => {
    const value = form[`card[${name}]`];
    return typeof value === "string" ? value.trim() : "";
  };
  const number = field("number").replace(/[\s-]/g, "");
  const type = detectCardType(number);
  if (!type || !type.lengths.includes(number.length) || !isValidLuhn(number))
    return { problem: ["incorrect_number", "number", "Your card number is incorrect."] };
  const month = Number(field("exp_month"));
  const rawYear = Number(field("exp_year"));
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!Number.isInteger(month) || month < 1 || month > 12) return BAD_MONTH;
  if (!Number.isInteger(year) || year < now.getUTCFullYear() || year > now.getUTCFullYear() + 50)
    return { problem: ["invalid_expiry_year", "exp_year", "Your card's expiration year is invalid."] };
  if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) return BAD_MONTH;
  if (!new RegExp(`^\\d{${type.cvcLength}}$`).test(field("cvc")))
    return { problem: ["invalid_cvc", "cvc", "Your card's security code is invalid."] };
  return { number, type, month, year, name: field("name"), addressZip: field("address_zip") };
}

/** Stripe's token object for a stored token. */
function tokenAnswer(record: CardTokenRecord, createdMs: number) {
  return {
    id: record.token,
    object: "token",
    type: "card",
    livemode: false,
    used: false,
    created: Math.floor(createdMs / 1000),
    client_ip: "127.0.0.1",
    card: {
      id: `card_${randomBytes(12).toString("base64url")}`,
      object: "card",
      brand: record.brand,
      last4: record.last4,
      exp_month: record.expMonth,
      exp_year: record.expYear,
      funding: "credit",
      country: "US",
      name: record.name || null,
      address_zip: record.addressZip || null,
      fingerprint: record.fingerprint,
      cvc_check: "unchecked",
    },
  };
}

/** `POST /sandbox/card-provider/v1/tokens`. */
export function cardProviderRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  app.post("/sandbox/card-provider/v1/tokens", async (c) => {
    const form = await c.req.parseBody();
    if (!publishableKey(c, form)) {
      return c.json(
        {
          error: {
            type: "invalid_request_error",
            message: "You did not provide an API key. Provide your publishable key as a Bearer token.",
          },
        },
        401,
      );
    }
    const card = readCard(form, sandbox.clock.now());
    if ("problem" in card) return cardError(c, ...card.problem);
    throttleWrite(c, sandbox, "cardToken");
    const record = sandbox.store.write((db) =>
      db.t.cardTokens.insert({
        token: `tok_${randomBytes(12).toString("base64url")}`,
        createdAt: sandbox.clock.iso(),
        usedAt: null,
        brand: brandName(card.type.name),
        last4: card.number.slice(-4),
        expMonth: card.month,
        expYear: card.year,
        fingerprint: createHash("sha256").update(card.number).digest("base64url").slice(0, 16),
        name: card.name,
        addressZip: card.addressZip,
        behaviour: ownEntry(TEST_CARD_BEHAVIOURS, card.number) ?? null,
      }),
    );
    return c.json(tokenAnswer(record, sandbox.clock.nowMs()));
  });
  return app;
}
