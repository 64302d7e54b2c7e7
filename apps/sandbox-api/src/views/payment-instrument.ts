import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { bankInstitution, cardInstitution } from "../domain/institutions.ts";
import { cardExpiresAt, instrumentName, instrumentStatus } from "../domain/instruments.ts";
import type { InstrumentRecord } from "../state/records.ts";

/** Contract §2.3. */
export function paymentInstrumentView(record: InstrumentRecord, nowMs: number): PaymentInstrument {
  const status = instrumentStatus(record, nowMs);
  const expiresAt = cardExpiresAt(record);
  return {
    id: record.id,
    createdAt: record.createdAt,
    paymentInstrumentId: record.id,
    paymentMethodType: record.type,
    usableForFunding: status === "ok",
    status,
    // Card expiry is built in UTC and renders with Z (contract §1.3).
    expiresAt: expiresAt === null ? null : expiresAt.replace(/\.\d{3}Z$/, ".000Z"),
    institution:
      record.type === "card"
        ? cardInstitution(record.brand ?? "Card")
        : bankInstitution(record.routingNumber),
    name: instrumentName(record),
    last4: record.last4,
    key: `${record.type}-${record.id}`,
  };
}
