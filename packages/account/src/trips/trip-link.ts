import { mobilityTripSchema, type MobilityTrip } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";

/** The receipt address of a trip: `/trip/{id}?trip=<base64url of its JSON>` (F-181, D-15), UTF-8 safe. */
export function tripReceiptPath(trip: MobilityTrip): string {
  const bytes = new TextEncoder().encode(JSON.stringify(trip));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const value = btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  return paths.trip({ tripId: trip.id, search: { trip: value } });
}

/**
 * Reads the `trip` value of a receipt address back (D-15, E-24): base64url (or standard base64) of UTF-8 JSON of a
 * trip whose id is the path's. Anything else, missing, cut short or for another trip, is null, never a crash.
 * @example readTripParam(new URL(location.href).searchParams.get("trip"), "5588") // MobilityTrip | null
 */
export function readTripParam(value: string | null, tripId: string | undefined): MobilityTrip | null {
  if (!value) return null;
  try {
    const base64 = value.replaceAll("-", "+").replaceAll("_", "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    const parsed = mobilityTripSchema.safeParse(json);
    if (!parsed.success || String(parsed.data.id) !== tripId) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
