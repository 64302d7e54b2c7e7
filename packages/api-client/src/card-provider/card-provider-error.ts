/** What the card provider said when it refused a card (E-20). */
export interface CardProviderErrorInit {
  /** HTTP status, or null when no answer arrived. */
  status: number | null;
  type?: string | undefined;
  code?: string | undefined;
  declineCode?: string | undefined;
  message: string;
}

/**
 * The card provider refused to tokenise a card, or could not be reached. Localise it by `declineCode`, else
 * `code`, from the provider-error strings; fall back to `message` (E-20).
 */
export class CardProviderError extends Error {
  override readonly name = "CardProviderError";
  readonly status: number | null;
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly declineCode: string | undefined;

  constructor(init: CardProviderErrorInit, options?: ErrorOptions) {
    super(init.message, options);
    this.status = init.status;
    this.type = init.type;
    this.code = init.code;
    this.declineCode = init.declineCode;
  }
}

/** Type guard for {@link CardProviderError}. */
export function isCardProviderError(value: unknown): value is CardProviderError {
  return value instanceof CardProviderError;
}
