// A stand-in for the card provider's token endpoint (Stripe's POST /v1/tokens): form-encoded card fields, a
// publishable key, Stripe's test numbers, and errors in Stripe's error shape (A-50, E-20, S-14).
import { createHash, randomBytes } from "node:crypto";
import { detectCardType, isValidLuhn } from "@tandem/validation";
import { Hono, type Context } from "hono";
import { brandName, TEST_CARD_BEHAVIOURS } from "../domain/test-cards.ts";
import { ownEntry } from "../own-entry.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";

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
    const field = (name: string) => {
      const value = form[`card[${name}]`];
      return typeof value === "string" ? value.trim() : "";
    };
    const number = field("number").replace(/[\s-]/g, "");
    const type = detectCardType(number);
    if (!type || !type.lengths.includes(number.length) || !isValidLuhn(number))
      return cardError(c, "incorrect_number", "number", "Your card number is incorrect.");
    const month = Number(field("exp_month"));
    const rawYear = Number(field("exp_year"));
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    const now = sandbox.clock.now();
    if (!Number.isInteger(month) || month < 1 || month > 12)
      return cardError(c, "invalid_expiry_month", "exp_month", "Your card's expiration month is invalid.");
    if (!Number.isInteger(year) || year < now.getUTCFullYear() || year > now.getUTCFullYear() + 50)
      return cardError(c, "invalid_expiry_year", "exp_year", "Your card's expiration year is invalid.");
    if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
      return cardError(c, "invalid_expiry_month", "exp_month", "Your card's expiration month is invalid.");
    if (!new RegExp(`^\\d{${type.cvcLength}}$`).test(field("cvc")))
      return cardError(c, "invalid_cvc", "cvc", "Your card's security code is invalid.");
    const token = `tok_${randomBytes(12).toString("base64url")}`;
    const fingerprint = createHash("sha256").update(number).digest("base64url").slice(0, 16);
    const record = sandbox.store.write((db) =>
      db.t.cardTokens.insert({
        token,
        createdAt: sandbox.clock.iso(),
        usedAt: null,
        brand: brandName(type.name),
        last4: number.slice(-4),
        expMonth: month,
        expYear: year,
        fingerprint,
        name: field("name"),
        addressZip: field("address_zip"),
        behaviour: ownEntry(TEST_CARD_BEHAVIOURS, number) ?? null,
      }),
    );
    return c.json({
      id: record.token,
      object: "token",
      type: "card",
      livemode: false,
      used: false,
      created: Math.floor(sandbox.clock.nowMs() / 1000),
      client_ip: "127.0.0.1",
      card: {
        id: `card_${randomBytes(12).toString("base64url")}`,
        object: "card",
        brand: record.brand,
        last4: record.last4,
        exp_month: month,
        exp_year: year,
        funding: "credit",
        country: "US",
        name: record.name || null,
        address_zip: record.addressZip || null,
        fingerprint,
        cvc_check: "unchecked",
      },
    });
  });
  return app;
}
