export { ApiClientProvider, useApiClient } from "./api-client-provider.tsx";
export { meQueries } from "./me-queries.ts";
export { useCurrentMember } from "./use-current-member.ts";
