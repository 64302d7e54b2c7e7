// A data file saved before memberships were modelled keeps each member's organisations as a list of names. Those
// the seed gave (members made at seeding time) were verified residents; those members named themselves later (at
// onboarding or on the contact list) were only ever declared, so they load as unverified, as the backend keeps them.
import type { DataFile } from "./db.ts";
import { ms } from "./clock.ts";
import type { MemberRecord } from "./records.ts";

type StoredMember = MemberRecord & { organizations?: unknown };

/** Turns an older file's `organizations` names into memberships, in place; a current file is left as it is. */
export function upgradeMemberships(data: DataFile): DataFile {
  const seededMs = ms(data.seededAt);
  for (const member of (data.tables.members ?? []) as StoredMember[]) {
    if (!("organizations" in member)) continue;
    const names = Array.isArray(member.organizations) ? member.organizations.map(String) : [];
    delete member.organizations;
    if (Array.isArray(member.memberships)) continue;
    const seeded = ms(member.createdAt) <= seededMs;
    member.memberships = names.map((organization) => ({
      organization,
      status: seeded ? "verified" : "unverified",
      createdAt: member.createdAt,
      verifiedAt: seeded ? member.createdAt : null,
      registrationLinkId: null,
    }));
  }
  return data;
}
