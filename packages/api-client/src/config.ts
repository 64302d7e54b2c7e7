/** The local development API's port (doc 1 §7: "unset means a local development host on port 22001"). */
export const LOCAL_API_PORT = 22001;

/**
 * The root of the API's paths for a configured host: "/" means same origin, unset means the local development
 * host, anything else is the host itself. Unversioned system endpoints (`/api/useragent`) live right under it.
 * @example resolveApiRoot("https://api.example.org/") // "https://api.example.org/api/"
 */
export function resolveApiRoot(host?: string | null): string {
  if (host == null || host === "") return `http://localhost:${LOCAL_API_PORT}/api/`;
  if (host === "/") return "/api/";
  return `${host.replace(/\/+$/, "")}/api/`;
}

/**
 * Resolves the member API's base URL (`/api/v1`, A-06) from the configured host; see {@link resolveApiRoot}.
 * @example resolveApiBase("/") // "/api/v1/"
 */
export function resolveApiBase(host?: string | null): string {
  return `${resolveApiRoot(host)}v1/`;
}
