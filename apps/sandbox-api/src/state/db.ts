import type {
  CartRecord,
  CheckoutRecord,
  FulfillmentOptionRecord,
  OfferingRecord,
  OrderRecord,
  ProductRecord,
  ProgramRecord,
  RestrictionRecord,
  SurveyRecord,
  TicketRecord,
  TripRecord,
  VehicleRecord,
  VendorAccountRecord,
  VendorRecord,
  VendorServiceRecord,
} from "./catalog-records.ts";
import type {
  BookTransactionRecord,
  CardTokenRecord,
  FundingRecord,
  InstrumentRecord,
  LedgerRecord,
  MemberRecord,
  OtpRecord,
  OutboxRecord,
  SessionRecord,
} from "./records.ts";
import type { RegistrationCodeRecord, RegistrationLinkRecord } from "./partner-records.ts";
import type { ReferralRecord } from "./referral-records.ts";
import { Table } from "./table.ts";

/** Version of the data file's layout; a file of another version is reseeded. */
export const DATA_VERSION = 1;

/** Every table's rows, as stored in the data file. */
export interface TablesData {
  members: MemberRecord[];
  sessions: SessionRecord[];
  otps: OtpRecord[];
  outbox: OutboxRecord[];
  instruments: InstrumentRecord[];
  cardTokens: CardTokenRecord[];
  ledgers: LedgerRecord[];
  bookTransactions: BookTransactionRecord[];
  fundings: FundingRecord[];
  vendors: VendorRecord[];
  fulfillmentOptions: FulfillmentOptionRecord[];
  offerings: OfferingRecord[];
  products: ProductRecord[];
  carts: CartRecord[];
  checkouts: CheckoutRecord[];
  orders: OrderRecord[];
  services: VendorServiceRecord[];
  vehicles: VehicleRecord[];
  restrictions: RestrictionRecord[];
  trips: TripRecord[];
  vendorAccounts: VendorAccountRecord[];
  programs: ProgramRecord[];
  surveys: SurveyRecord[];
  tickets: TicketRecord[];
  registrationLinks: RegistrationLinkRecord[];
  registrationCodes: RegistrationCodeRecord[];
  referrals: ReferralRecord[];
}

/** The data file: layout version, when it was seeded, and the tables. */
export interface DataFile {
  version: number;
  seededAt: string;
  tables: TablesData;
}

type Tables = { [K in keyof TablesData]: Table<TablesData[K][number]> };

// Ids of seeded rows start low and look like the fixtures'; book transactions start high like a real ledger.
const FIRST_IDS: Partial<Record<keyof TablesData, number>> = { bookTransactions: 90000, orders: 1100 };

/** The sandbox's whole state in memory: typed tables plus the per-ledger index of book transactions. */
export class Db {
  readonly seededAt: string;
  readonly t: Tables;
  private readonly linesByLedger = new Map<number, BookTransactionRecord[]>();

  constructor(data: DataFile) {
    this.seededAt = data.seededAt;
    // A file written before a table existed loads with that table empty (reseed with --reset to fill it).
    const entries = Object.entries({ ...emptyTables(), ...data.tables }).map(([name, rows]) => [
      name,
      new Table(rows as { id: number }[], FIRST_IDS[name as keyof TablesData] ?? 1),
    ]);
    this.t = Object.fromEntries(entries) as Tables;
    for (const line of this.t.bookTransactions.rows) this.index(line);
    this.t.bookTransactions.onInsert((line) => this.index(line));
  }

  /** Book transactions that move money into or out of `ledgerId`, oldest first. */
  linesOf(ledgerId: number): readonly BookTransactionRecord[] {
    return this.linesByLedger.get(ledgerId) ?? [];
  }

  /** The data file's content. */
  toData(): DataFile {
    const tables = Object.fromEntries(Object.entries(this.t).map(([name, table]) => [name, table.rows]));
    return { version: DATA_VERSION, seededAt: this.seededAt, tables: tables as unknown as TablesData };
  }

  private index(line: BookTransactionRecord): void {
    for (const ledgerId of [line.fromLedgerId, line.toLedgerId]) {
      if (ledgerId === null) continue;
      const lines = this.linesByLedger.get(ledgerId) ?? [];
      lines.push(line);
      this.linesByLedger.set(ledgerId, lines);
    }
  }
}

/** Empty tables, to seed into. */
export function emptyTables(): TablesData {
  const names: (keyof TablesData)[] = [
    "members",
    "sessions",
    "otps",
    "outbox",
    "instruments",
    "cardTokens",
    "ledgers",
    "bookTransactions",
    "fundings",
    "vendors",
    "fulfillmentOptions",
    "offerings",
    "products",
    "carts",
    "checkouts",
    "orders",
    "services",
    "vehicles",
    "restrictions",
    "trips",
    "vendorAccounts",
    "programs",
    "surveys",
    "tickets",
    "registrationLinks",
    "registrationCodes",
    "referrals",
  ];
  return Object.fromEntries(names.map((name) => [name, []])) as unknown as TablesData;
}
