// The `terms_of_use_and_sale` namespace: one markdown document under `contents` (doc 2 §2, /terms-of-use).

/** English. */
export const termsEn: Readonly<Record<string, string>> = {
  contents: [
    "# Terms of Use and Sale",
    "_Last updated January 1, 2025_",
    "These terms are an agreement between you and Tandem, a community programme in Portland, Oregon. By creating an account or using the app you agree to them. If you do not agree, please do not use Tandem.",
    "## Your account",
    "- You sign in with your mobile phone number and a one-time code. Keep your phone and codes to yourself.\n- You are responsible for what happens in your account. Tell us right away if you think someone else used it.\n- Give us true information when you sign up, and keep your address up to date.",
    "## Programme benefits",
    "Discounts, subsidies and credits come from our partners and funders. They are for your household only, may have limits, and can change or end when a programme ends. Credits have no cash value and cannot be transferred.",
    "## Rides",
    "Shared e-bikes and e-scooters are run by their vendors (such as Lime and Lyft's BIKETOWN), and their own rules apply too. Ride safely, follow traffic laws, and do not park or ride in restricted areas shown on the map. Rides are charged by the minute at the rate shown before you start.",
    "## Food orders",
    "When you place an order you agree to pay the total shown at checkout. Your order is ready to pick up at the time and place you chose. Orders that are not picked up may be cancelled. Staff will claim your order with you at the pickup table.",
    "## Payments",
    "You authorise Tandem to charge your saved card or bank account for orders, rides and funds you add, and to charge a negative balance to your payment method. Card details go straight to our payment processor; we never see your full card number.",
    "## Refunds",
    "If something goes wrong with an order or a ride, contact us within 30 days and we will make it right, usually as a credit to your balance.",
    "## Ending your account",
    "You can stop using Tandem at any time. We may pause or close accounts that break these terms or that we believe are used for fraud.",
    "## Changes and contact",
    "We may update these terms; we will tell you about important changes in the app or by text. Questions? Write to [hello@tandem.example](mailto:hello@tandem.example).",
  ].join("\n\n"),
};
