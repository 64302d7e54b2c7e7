import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { fieldMessage } from "@tandem/page-kit";
import { PhoneField } from "@tandem/ui/phone-field";
import { Select } from "@tandem/ui/select";
import { TextField } from "@tandem/ui/text-field";
import type { UseFormReturn } from "react-hook-form";
import { channelMessages, contactListMessages as m } from "./contact-list-messages.ts";
import {
  CHANNELS,
  fieldId,
  type ContactListField,
  type ContactListValues,
} from "./contact-list-form-values.ts";

/** The label of each field, also used by the error summary. */
export const fieldLabels: Record<ContactListField, MessageDescriptor> = {
  name: m.name,
  phone: m.phone,
  channel: m.channel,
  organizationName: m.organization,
};

/**
 * The questions of the sign-up form (F-077): name, mobile number (formatted as typed), how they heard of Tandem
 * and their organization, which adds "No affiliation" and "Not listed" to the server's names (the localized text
 * is the value, as at onboarding, F-059).
 */
export function ContactListFields({
  form,
  organizations,
}: {
  form: UseFormReturn<ContactListValues>;
  organizations: string[];
}) {
  const { i18n } = useLingui();
  const { errors } = form.formState;
  const error = (field: ContactListField) => {
    const id = errors[field]?.message;
    return id ? i18n._(fieldMessage(id)) : undefined;
  };
  const extra = [i18n._(m.noAffiliation), i18n._(m.notListed)];
  return (
    <>
      <TextField
        id={fieldId("name")}
        label={i18n._(m.name)}
        autoComplete="name"
        error={error("name")}
        {...form.register("name")}
      />
      <PhoneField
        id={fieldId("phone")}
        label={i18n._(m.phone)}
        hint={i18n._(m.phoneHint)}
        error={error("phone")}
        {...form.register("phone")}
      />
      <Select
        id={fieldId("channel")}
        label={i18n._(m.channel)}
        placeholder={i18n._(m.chooseChannel)}
        options={CHANNELS.map((value) => ({ value, label: i18n._(channelMessages[value]) }))}
        error={error("channel")}
        {...form.register("channel")}
      />
      <Select
        id={fieldId("organizationName")}
        label={i18n._(m.organization)}
        hint={i18n._(m.organizationHint)}
        placeholder={i18n._(m.chooseOrganization)}
        options={[...organizations, ...extra].map((name) => ({ value: name, label: name }))}
        error={error("organizationName")}
        {...form.register("organizationName")}
      />
    </>
  );
}
