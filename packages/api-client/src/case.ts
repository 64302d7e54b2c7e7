// Wire keys are snake_case, client keys camelCase (doc 1 §7). Values are never touched.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[rename(key)] = mapKeys(inner, rename);
  return out;
}

/** `unclaimed_orders_count` → `unclaimedOrdersCount`. */
export function camelCaseKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** `termsAgreed` → `terms_agreed`. */
export function snakeCaseKey(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

/** Deeply camel-cases the keys of a parsed response body. */
export function camelizeKeys(value: unknown): unknown {
  return mapKeys(value, camelCaseKey);
}

/** Deeply snake-cases the keys of a request body or query. */
export function snakeizeKeys(value: unknown): unknown {
  return mapKeys(value, snakeCaseKey);
}
