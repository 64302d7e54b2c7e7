import { createPrivateKey, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The committed self-signed certificate (tls/) that Lighthouse and the HTTPS tests serve the sandbox with. It is
// valid from 2000 to 2126, so no clock of this century, moved on or back, finds it expired; this fails long before
// it could, while 20 years remain, so it is replaced in good time (see the sandbox's README).
const tlsDir = path.resolve(import.meta.dirname, "../tls");
const certificate = new X509Certificate(readFileSync(path.join(tlsDir, "localhost-cert.pem")));
const YEAR_MS = 365.25 * 86_400_000;

describe("the sandbox's TLS certificate", () => {
  it("stays valid for at least 20 more years, and was valid long before today", () => {
    const now = Date.now();
    expect(Date.parse(certificate.validTo) - now).toBeGreaterThan(20 * YEAR_MS);
    expect(Date.parse(certificate.validFrom)).toBeLessThanOrEqual(Date.parse("2000-01-01T00:00:00Z"));
  });

  it("names 127.0.0.1 and localhost and goes with the committed key", () => {
    expect(certificate.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(certificate.checkHost("localhost")).toBe("localhost");
    const key = createPrivateKey(readFileSync(path.join(tlsDir, "localhost-key.pem")));
    expect(certificate.checkPrivateKey(key)).toBe(true);
  });
});
