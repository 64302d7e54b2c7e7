// The /sandbox/ page: the seeded members with their phones and the SMS outbox, so a person can demo alone.
import { paths, withAppBase } from "@tandem/paths";
import type { OutboxRecord } from "../state/records.ts";

// Links into the app come from the app's own path table, so they follow it.
const START = withAppBase(paths.start());
const APP_HOME = withAppBase(paths.welcome());

interface MemberSummary {
  id: number;
  name: string;
  phone: string;
  readOnlyReason: string | null;
  note: string;
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:24px}h1{margin:0 0 4px}p.lead{margin:0 0 24px;color:#475569}
table{width:100%;border-collapse:collapse;background:#fff;margin-bottom:32px}th,td{padding:8px 12px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}
th{background:#f1f5f9;font-weight:600}code{font:600 1.1em ui-monospace,monospace;color:#0f766e;white-space:nowrap}a{color:#1d4ed8}
.muted{color:#64748b}`;

function membersTable(members: MemberSummary[]): string {
  const rows = members
    .map(
      (m) =>
        `<tr><td>${escape(m.name || "(not onboarded)")}</td><td><code>${escape(m.phone)}</code></td><td>${escape(m.note)}${m.readOnlyReason ? ` <span class="muted">(${escape(m.readOnlyReason)})</span>` : ""}</td></tr>`,
    )
    .join("");
  return `<table><caption class="muted">Sign in at <a href="${START}">${START}</a> with one of these phones; the code arrives in the outbox below.</caption><thead><tr><th scope="col">Member</th><th scope="col">Phone</th><th scope="col">What it shows</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function outboxTable(messages: OutboxRecord[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(m.at)}</td><td>${escape(m.to)}</td><td>${m.code ? `<code>${escape(m.code)}</code>` : ""}</td><td>${escape(m.body)}</td></tr>`,
    )
    .join("");
  const empty = `<tr><td colspan="4" class="muted">No messages yet. Ask for a code at ${START}.</td></tr>`;
  return `<table id="outbox"><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead><tbody>${rows || empty}</tbody></table>`;
}

/** A partner's registration link as the page lists it. */
export interface RegistrationLinkSummary {
  organization: string;
  opaqueId: string;
}

// HEAD only: the links exist on the current API; following one keeps its code in a cookie for an hour.
function registrationLinksTable(links: RegistrationLinkSummary[]): string {
  const rows = links
    .map((link) => {
      const href = `/api/v1/registration_links/${encodeURIComponent(link.opaqueId)}`;
      return `<tr><td>${escape(link.organization)}</td><td><a href="${escape(href)}">${escape(href)}</a></td></tr>`;
    })
    .join("");
  return `<table><caption class="muted">Current API only (<code>--api-version current</code>). Follow a link in this browser, then sign in: the welcome page shows the partner's invitation and the dashboard offers to accept it. The link's code lasts an hour.</caption><thead><tr><th scope="col">Organisation</th><th scope="col">Registration link</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The page's HTML; it reloads itself every 5 s so new codes appear. */
export function sandboxPage(
  members: MemberSummary[],
  outbox: OutboxRecord[],
  links: RegistrationLinkSummary[] = [],
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Tandem sandbox</title><style>${STYLE}</style></head><body><main>
<h1>Tandem sandbox</h1><p class="lead">A stand-in for the member API with Portland demo data. Open <a href="${APP_HOME}">the app</a>.
JSON: <a href="/sandbox/outbox">outbox</a>, <a href="/sandbox/members">members</a>, <a href="/sandbox/faults">faults</a>.</p>
<h2>Demo members</h2>${membersTable(members)}<h2>Partner registration links</h2>${registrationLinksTable(links)}<h2>SMS outbox</h2>${outboxTable(outbox)}</main></body></html>`;
}
