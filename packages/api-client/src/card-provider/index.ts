// `@tandem/api-client/card-provider`: card tokenising at the card provider (not the member API), for the pages
// that add a card; its own subpath so that no other page bundles it.
export { CardProviderError, isCardProviderError, type CardProviderErrorInit } from "./card-provider-error.ts";
export {
  CARD_PROVIDER_BASE_URL,
  tokenizeCard,
  type CardDetails,
  type TokenizeCardOptions,
} from "./tokenize-card.ts";
