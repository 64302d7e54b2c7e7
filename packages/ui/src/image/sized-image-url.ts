/**
 * The image address with the size to request (F-021, C-14): `w` and `h` query parameters plus any extra ones,
 * such as `fit: "crop", crop: "entropy"` for programme images. Relative and absolute addresses both work, and
 * an existing query or fragment is kept; `data:` and `blob:` images are left as they are.
 * @example sizedImageUrl("/img/p.jpg", { w: 500, h: 200, fit: "crop" }) // "/img/p.jpg?w=500&h=200&fit=crop"
 */
export function sizedImageUrl(src: string, params: Record<string, string | number>): string {
  // Inline images carry their own pixels; a query would corrupt them.
  if (/^(data|blob):/i.test(src)) return src;
  const hashAt = src.indexOf("#");
  const base = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : src.slice(hashAt);
  const queryAt = base.indexOf("?");
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? "" : base.slice(queryAt + 1));
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `${path}?${query.toString()}${hash}`;
}
