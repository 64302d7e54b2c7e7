// The `Suma-Current-Member` response header (contract §1.8, A-12, E-05).
import { camelizeKeys } from "./case.ts";
import { currentMemberSchema, type CurrentMember } from "./schemas/current-member.ts";

/** The header's name; fetch's `Headers` match it case-insensitively. */
export const CURRENT_MEMBER_HEADER = "Suma-Current-Member";

/**
 * Decodes a header value: standard base64 → UTF-8 JSON of the member (snake_case) → camelCase → validated.
 * Throws when any step fails (the caller logs it and keeps the member it had, E-05).
 */
export function decodeCurrentMemberHeader(value: string): CurrentMember {
  const binary = atob(value.trim());
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  return currentMemberSchema.parse(camelizeKeys(json));
}

/**
 * Encodes a member (camelCase or snake_case) the way the server does: base64 of its snake_case JSON. For servers
 * and tests.
 */
export function encodeCurrentMemberHeader(wireMember: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(wireMember));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
}
