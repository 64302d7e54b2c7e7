// The contract's scalar notations (api-contract.md, legend): Time, Date and Decimal.
import { z } from "zod/mini";

/**
 * `Time`: ISO-8601 with an offset, e.g. `"2025-06-14T17:32:05.123+00:00"` or `"…Z"`; kept as the string.
 */
export const timeSchema = z.iso.datetime({ offset: true });

/** `Date`: `"YYYY-MM-DD"` (trip weeks); kept as the string. */
export const dateSchema = z.iso.date();

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * `Decimal`: Postgres `numeric` values that the backend encodes as JSON strings (trip `begin_lat` etc., contract
 * §1.3). They are KEPT AS STRINGS, so no digit is lost and the type matches the wire; a JSON number (should a
 * server send one) is accepted and turned into its string. Compute with {@link decimalToNumber}.
 * @example decimalSchema.parse(45.5) // "45.5"
 */
export const decimalSchema = z.pipe(
  z.union([z.string().check(z.regex(DECIMAL_PATTERN)), z.number().check(z.refine(Number.isFinite))]),
  z.transform((value) => String(value)),
);

/** A {@link decimalSchema} string as a number, e.g. for map coordinates. */
export function decimalToNumber(decimal: string): number {
  return Number(decimal);
}
