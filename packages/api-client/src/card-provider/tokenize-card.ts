// Card tokenising (doc 2 §7, F-162, A-50, S-14): the card goes to the provider only, form-encoded, with the
// publishable key; the member API later receives just the token (createCard).
import { cardProviderErrorSchema, cardTokenSchema, type CardToken } from "../schemas/card-token.ts";
import { CardProviderError } from "./card-provider-error.ts";

/** The real provider's API origin; tests and the sandbox pass their own (`…/sandbox/card-provider`). */
export const CARD_PROVIDER_BASE_URL = "https://api.stripe.com";

/** The card form's values. */
export interface CardDetails {
  name: string;
  number: string;
  expMonth: string | number;
  expYear: string | number;
  cvc: string;
}

/** Where and how to tokenise. */
export interface TokenizeCardOptions {
  /** The provider's publishable (public) key, sent as `Authorization: Bearer <key>`. */
  publishableKey: string;
  /** The provider's origin (and path prefix); `/v1/tokens` is appended. Default {@link CARD_PROVIDER_BASE_URL}. */
  baseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * Exchanges card details for a provider token: `POST <baseUrl>/v1/tokens` with `card[name]`, `card[number]`,
 * `card[exp_month]`, `card[exp_year]` and `card[cvc]` form-encoded. Rejects with a {@link CardProviderError}.
 * @example const token = await tokenizeCard(card, { publishableKey: config.cardProviderKey });
 */
export async function tokenizeCard(card: CardDetails, options: TokenizeCardOptions): Promise<CardToken> {
  const form = new URLSearchParams({
    "card[name]": card.name,
    "card[number]": card.number.replace(/\s/g, ""),
    "card[exp_month]": String(card.expMonth),
    "card[exp_year]": String(card.expYear),
    "card[cvc]": card.cvc,
  });
  const url = `${(options.baseUrl ?? CARD_PROVIDER_BASE_URL).replace(/\/+$/, "")}/v1/tokens`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${options.publishableKey}` },
      body: form,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof Error && cause.name === "AbortError") throw cause;
    throw new CardProviderError(
      { status: null, message: "The card provider could not be reached" },
      { cause },
    );
  }
  const body = await readBody(response);
  const token = cardTokenSchema.safeParse(body);
  if (response.ok && token.success) return token.data;
  const refusal = cardProviderErrorSchema.safeParse(body);
  const error = refusal.success ? refusal.data.error : {};
  throw new CardProviderError({
    status: response.status,
    type: error.type,
    code: error.code,
    declineCode: error.decline_code,
    message: error.message ?? `The card provider answered ${response.status}`,
  });
}
