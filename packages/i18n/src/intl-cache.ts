/**
 * A per-key cache of `Intl` formatters: the first one made for a locale loads its data, and every later one with the
 * same options would only repeat that work.
 * @example const dates = formatterCache<Intl.DateTimeFormat>(); dates("en|long", () => new Intl.DateTimeFormat("en-US"))
 */
export function formatterCache<F>(): (key: string, make: () => F) => F {
  const made = new Map<string, F>();
  return (key, make) => {
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make();
      made.set(key, formatter);
    }
    return formatter;
  };
}
