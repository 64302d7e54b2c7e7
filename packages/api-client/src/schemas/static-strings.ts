import { z } from "zod/mini";

/** An interpolation argument: `{k}` a property path, `{k, f}` with a formatter, `{t}` a nested key. */
export const staticStringArgSchema = z.looseObject({
  k: z.optional(z.string()),
  f: z.optional(z.string()),
  t: z.optional(z.string()),
});

/**
 * A leaf (contract §3.11): `[formatter, template, ...args]`, formatter `s` plain, `m` inline markdown, `mp`
 * paragraphs; every `@%` in the template takes the next argument.
 */
export const staticStringSchema = z.tuple([z.enum(["s", "m", "mp"]), z.string()], staticStringArgSchema);

/** One strings-file leaf. */
export type StaticString = z.infer<typeof staticStringSchema>;

/** A strings file: nested objects down to {@link StaticString} leaves. Keys are never camel-cased. */
export interface StaticStrings {
  [key: string]: StaticString | StaticStrings;
}

/**
 * `GET /meta/static_strings/{locale}/{namespace}`: the raw strings file (keys kept verbatim, A-07).
 * @example staticStringsSchema.parse({ errors: { forbidden: ["s", "Forbidden"] } })
 */
export const staticStringsSchema: z.ZodMiniType<StaticStrings> = z.lazy(() =>
  z.record(z.string(), z.union([staticStringSchema, staticStringsSchema])),
);

/** `GET /meta/static_strings/{locale}/stripe`: provider error code → localised text (not in the spec). */
export const cardErrorStringsSchema = z.looseObject({ errors: z.record(z.string(), staticStringSchema) });

/** The card provider's error texts. */
export type CardErrorStrings = z.infer<typeof cardErrorStringsSchema>;
