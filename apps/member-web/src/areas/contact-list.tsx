import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function ContactList() {
  return (
    <SimplePage
      title={msg({ id: "contact_list.title", message: "Stay in touch with Tandem" })}
      lead={msg({ id: "contact_list.choose_language", message: "Choose your language to sign up." })}
    />
  );
}

function ContactListAdd() {
  return (
    <SimplePage
      title={msg({ id: "contact_list.add_title", message: "Join Tandem" })}
      lead={msg({
        id: "contact_list.add_intro",
        message: "Leave your name and number and we will text you when Tandem opens near you.",
      })}
    />
  );
}

function ContactListSuccess() {
  return (
    <SimplePage
      title={msg({ id: "contact_list.success_title", message: "Thanks for signing up" })}
      lead={msg({ id: "contact_list.success_intro", message: "We will be in touch soon." })}
    />
  );
}

export const pages = {
  contactList: ContactList,
  contactListAdd: ContactListAdd,
  contactListSuccess: ContactListSuccess,
};
