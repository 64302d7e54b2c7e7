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
  type ContentType,
  type CspDirective,
  type HeadersManifest,
  type ServingRules,
} from "./rules.ts";
