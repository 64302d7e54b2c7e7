// Lookups in plain-object tables keyed by what a request sent (an image id, a strings namespace, a card token):
// `table[key]` would also find what every object inherits (`constructor`, `__proto__`, `toString`), so a request
// naming one reached code that expected an entry. Only the table's own entries count.

/** The entry of `table` under `key` when the table itself holds one, otherwise undefined. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
