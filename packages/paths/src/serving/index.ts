export {
  cacheControl,
  contentSecurityPolicy,
  headersManifest,
  inlineStyleHashes,
  isNoFallback,
  originOf,
  parseHeadersManifest,
  securityHeaders,
} from "./policy.ts";
export {
  HEADERS_MANIFEST_FILE,
  SERVING_RULES,
  type CspDirective,
  type HeadersManifest,
  type ServingRules,
} from "./rules.ts";
export { CONTENT_TYPES, type ContentType } from "./content-types.ts";
