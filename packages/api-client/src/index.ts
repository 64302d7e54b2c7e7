export { createApiClient, API_TIMEOUT_MS, type ApiClient, type ApiClientOptions } from "./client.ts";
export { camelizeKeys, snakeizeKeys } from "./case.ts";
export { resolveApiBase, LOCAL_API_PORT } from "./config.ts";
export {
  ApiError,
  isApiError,
  apiErrorFromResponse,
  networkError,
  DEFAULT_RETRY_AFTER_SECONDS,
} from "./errors.ts";
export { getMe } from "./endpoints/me.ts";
