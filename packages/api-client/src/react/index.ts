export { ApiClientProvider, useApiClient } from "./api-client-provider.tsx";
export { ledgerQueries, preferencesQueries, vendorAccountQueries } from "./account-queries.ts";
export { checkoutQueries, offeringQueries, orderQueries } from "./commerce-queries.ts";
export { linkCurrentMemberQuery, ME_QUERY_KEY } from "./link-current-member.ts";
export { dashboardQueries, meQueries } from "./me-queries.ts";
export { metaQueries } from "./meta-queries.ts";
export { mobilityQueries } from "./mobility-queries.ts";
export { surveyMutations } from "./survey-mutations.ts";
export { useCurrentMember } from "./use-current-member.ts";
