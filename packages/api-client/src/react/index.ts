export { ApiClientProvider, useApiClient } from "./api-client-provider.tsx";
export { ledgerQueries, preferencesQueries, vendorAccountQueries } from "./account-queries.ts";
export { checkoutQueries, offeringQueries, orderQueries } from "./commerce-queries.ts";
export { linkCurrentMemberQuery, ME_QUERY_KEY } from "./link-current-member.ts";
export { dashboardQueries, meQueries, registrationLinkQueries } from "./me-queries.ts";
export { metaQueries } from "./meta-queries.ts";
export { mobilityQueries } from "./mobility-queries.ts";
export { surveyMutations } from "./survey-mutations.ts";
export { balanceMutations, type PayBalanceOptions } from "./balance-mutations.ts";
export { OwedAmountChanged } from "./owed-amount-check.ts";
export { CACHE_REPLAY_DELAY_MS, replayCachedQuery, type ReplayOptions } from "./replay-cached-query.ts";
export { useCurrentMember } from "./use-current-member.ts";
export {
  owedBalance,
  refreshAfterBalanceChange,
  useOwedBalance,
  type OwedBalance,
} from "./use-owed-balance.ts";
