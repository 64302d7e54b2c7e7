import { describe, expect, it } from "vitest";
import {
  accountConfirmationError,
  bankAccountNumberError,
  bankAccountNumberSchema,
  bankAccountSchema,
  isValidRoutingNumber,
  routingNumberError,
  routingNumberSchema,
} from "./bank.ts";

describe("isValidRoutingNumber", () => {
  it.each([
    ["011000015", true, "9 digits, checksum 0"],
    ["021000021", true, "9 digits, checksum ok"],
    ["123000848", true, "9 digits, checksum ok"],
    ["011000016", false, "one digit off breaks the 3-7-1 checksum"],
    ["123456789", false, "checksum fails"],
    ["12345678", false, "8 digits"],
    ["0110000150", false, "10 digits"],
    ["01100001a", false, "not digits"],
    ["", false, "empty"],
  ])("V-26 %j is valid: %s (%s)", (routingNumber, expected) => {
    expect(isValidRoutingNumber(routingNumber)).toBe(expected);
  });
});

describe("routingNumberError and routingNumberSchema", () => {
  it.each([
    ["", "forms.invalid_required"],
    ["12345678", "forms.invalid_routing_number"],
    ["123456789", "forms.invalid_routing_number"],
    ["021000021", null],
  ])("V-26 %j gives %s", (routingNumber, expected) => {
    expect(routingNumberError(routingNumber)).toBe(expected);
    expect(routingNumberSchema.safeParse(routingNumber).error?.issues[0]?.message ?? null).toBe(expected);
  });
});

describe("bankAccountNumberError and bankAccountNumberSchema", () => {
  it.each([
    ["", "forms.invalid_required"],
    ["123", "forms.invalid_bank_account_number"],
    ["12a45", "forms.invalid_bank_account_number"],
    ["1234", null],
    ["000123456789", null],
  ])("V-27 %j gives %s", (accountNumber, expected) => {
    expect(bankAccountNumberError(accountNumber)).toBe(expected);
    expect(bankAccountNumberSchema.safeParse(accountNumber).error?.issues[0]?.message ?? null).toBe(expected);
  });
});

describe("accountConfirmationError", () => {
  it.each([
    ["", "12345", "forms.invalid_required"],
    ["12346", "12345", "forms.invalid_bank_account_number_confirm"],
    ["1234", "12345", "forms.invalid_bank_account_number_confirm"],
    ["12345", "12345", null],
  ])("V-28 confirmation %j of %j gives %s", (confirmation, accountNumber, expected) => {
    expect(accountConfirmationError(confirmation, accountNumber)).toBe(expected);
  });
});

describe("bankAccountSchema", () => {
  const valid = {
    name: "Rent account",
    routingNumber: "021000021",
    accountNumber: "12345",
    accountNumberConfirmation: "12345",
  };

  it("V-29 defaults the account type to checking and keeps savings when chosen", () => {
    expect(bankAccountSchema.parse(valid)).toEqual({ ...valid, accountType: "checking" });
    expect(bankAccountSchema.parse({ ...valid, accountType: "savings" }).accountType).toBe("savings");
  });

  it("V-25..V-28 reports each broken field under its name", () => {
    const result = bankAccountSchema.safeParse({
      name: " ",
      routingNumber: "12345678",
      accountNumber: "12345",
      accountNumberConfirmation: "12346",
    });
    const errors = result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(errors).toEqual([
      "name: forms.invalid_required",
      "routingNumber: forms.invalid_routing_number",
      "accountNumberConfirmation: forms.invalid_bank_account_number_confirm",
    ]);
  });
});
