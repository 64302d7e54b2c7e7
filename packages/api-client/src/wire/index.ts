// `@tandem/api-client/wire`: the member API's wire format for code that plays the other side, the sandbox API
// and tests that build raw answers: snake_case keys (doc 1 §7), and the `Suma-Current-Member` header (contract §1.8).
// App code never needs it; the client converts for you.
export { camelizeKeys, snakeizeKeys } from "../case.ts";
export {
  CURRENT_MEMBER_HEADER,
  decodeCurrentMemberHeader,
  encodeCurrentMemberHeader,
} from "../current-member-header.ts";
