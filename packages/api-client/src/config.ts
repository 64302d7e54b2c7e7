/** The local development API's port (doc 1 §7: "unset means a local development host on port 22001"). */
export const LOCAL_API_PORT = 22001;

/**
 * Resolves the API base URL from the configured host: "/" means same origin, unset means the local
 * development host, anything else is the host itself. The member API lives under `/api/v1`.
 * @example resolveApiBase("/") // "/api/v1/"
 */
export function resolveApiBase(host?: string | null): string {
  if (host == null || host === "") return `http://localhost:${LOCAL_API_PORT}/api/v1/`;
  if (host === "/") return "/api/v1/";
  return `${host.replace(/\/+$/, "")}/api/v1/`;
}
