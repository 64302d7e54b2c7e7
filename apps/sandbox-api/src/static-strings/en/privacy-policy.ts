// The `privacy_policy` namespace (doc 2 §2 "Privacy policy page"). Keys: `title`, `last_updated`, `toc_title`,
// `overview.*` (the five statements, the FAQ link and the contact link), then `sections.<section>.title` and
// `.body`; sections with subsections have `.intro` and `sections.<section>.<subsection>.title/.body`.

/** English. */
export const privacyPolicyEn: Readonly<Record<string, string>> = {
  title: "Privacy Policy",
  last_updated: "Last updated January 1, 2025",
  toc_title: "On this page",
  "overview.title": "Our promise",
  "overview.transparency":
    "**Transparency.** We tell you in plain words what we collect, why, and who sees it.",
  "overview.consent":
    "**Consent.** We ask before we use your information for anything new, and you can change your mind.",
  "overview.education":
    "**Education.** We help you understand your choices and the tools you have to control your data.",
  "overview.trust":
    "**Trust.** We never sell your personal information, and we share only what a service needs to work.",
  "overview.community_driven":
    "**Community-driven.** Tandem is built with Portland community organisations, and this policy was shaped by the members it serves.",
  "overview.faq":
    "Have questions? Read our [frequently asked questions](https://tandem.example/en/faq__blank__).",
  "overview.contact_us": "[Contact us](mailto:privacy@tandem.example) about anything in this policy.",
  "sections.information_collected.title": "Information we collect",
  "sections.information_collected.body":
    "- **Account details:** your name, mobile phone number, home address, preferred language and the organisation you belong to.\n- **Programme activity:** orders, pickups, rides (start and end places and times), ledger transactions and survey answers.\n- **Payment details:** the type and last four digits of your card or bank account. Full card numbers are held by our payment processor, not by us.\n- **Device details:** browser type, app version and approximate location when you use the map and allow it.",
  "sections.methods_of_collection.title": "How we collect information",
  "sections.methods_of_collection.body":
    "We collect what you give us when you sign up, order, ride or answer a survey; what our partners (ride vendors, food vendors and payment processors) send us to run your services; and what your device sends when you use the app, such as your location while the map is open and you have allowed it.",
  "sections.methods_of_information_usage.title": "How we use information",
  "sections.methods_of_information_usage.intro": "We use your information only for these purposes:",
  "sections.methods_of_information_usage.services.title": "Providing services",
  "sections.methods_of_information_usage.services.body":
    "To sign you in, show nearby vehicles, start and end rides, prepare your food orders and keep your balance.",
  "sections.methods_of_information_usage.support_and_subsidy.title": "Support and subsidy",
  "sections.methods_of_information_usage.support_and_subsidy.body":
    "To apply discounts and subsidies you qualify for, and to report to our funders in totals that do not identify you.",
  "sections.methods_of_information_usage.communicating_with_you.title": "Communicating with you",
  "sections.methods_of_information_usage.communicating_with_you.body":
    "To send sign-in codes, receipts, pickup reminders and, if you agree, news about new programmes.",
  "sections.methods_of_information_usage.security_and_fraud_prevention.title":
    "Security and fraud prevention",
  "sections.methods_of_information_usage.security_and_fraud_prevention.body":
    "To keep accounts safe, stop misuse of benefits, and protect members and partners.",
  "sections.methods_of_information_usage.complying_with_law.title": "Complying with the law",
  "sections.methods_of_information_usage.complying_with_law.body":
    "To meet legal duties, such as tax records, and to answer valid legal requests.",
  "sections.cookies_policy.title": "Cookies",
  "sections.cookies_policy.body":
    "We use one essential cookie to keep you signed in, and your browser's storage to remember your language. We do not use advertising cookies or trackers.",
  "sections.third_party_access.title": "Third-party access",
  "sections.third_party_access.body":
    "We share only what each partner needs: ride vendors get what they need to run your ride, food vendors get your order and pickup details, and our payment processor handles your card. Every partner must protect your information and may not use it for anything else.",
  "sections.information_retention_and_removal.title": "Keeping and removing information",
  "sections.information_retention_and_removal.intro": "We keep information only as long as we need it.",
  "sections.information_retention_and_removal.retention.title": "Retention",
  "sections.information_retention_and_removal.retention.body":
    "Account details are kept while your account is open. Transactions are kept for seven years because tax law requires it. Location details of rides are kept for one year.",
  "sections.information_retention_and_removal.removal.title": "Removal",
  "sections.information_retention_and_removal.removal.body":
    "You can ask us to delete your account and personal information at any time by writing to [privacy@tandem.example](mailto:privacy@tandem.example). We will confirm within 30 days.",
  "sections.business_transfer.title": "If Tandem changes hands",
  "sections.business_transfer.body":
    "If Tandem joins or is transferred to another organisation, your information will move only under this policy's promises, and we will tell you first.",
  "sections.children_under_13.title": "Children under 13",
  "sections.children_under_13.body":
    "Tandem is not for children under 13, and we do not knowingly collect their information. If you believe a child has signed up, contact us and we will remove it.",
  "sections.communications.title": "Messages we send",
  "sections.communications.body":
    "Sign-in codes and security messages are always sent. Account updates and news are optional: change them any time on the Preferences page or with the link in our messages.",
  "sections.future_changes.title": "Changes to this policy",
  "sections.future_changes.body":
    "When we change this policy we update the date at the top and tell you about important changes in the app or by text before they take effect.",
  "sections.contact_information.title": "Contact us",
  "sections.contact_information.body":
    "Tandem, 421 SW Oak St, Portland, OR 97204. Email [privacy@tandem.example](mailto:privacy@tandem.example) or text [(503) 555-0100](tel:+15035550100).",
};
