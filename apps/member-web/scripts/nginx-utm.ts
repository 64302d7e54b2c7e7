// Campaign links in the nginx configuration (scripts/nginx-rules.ts): a navigation into the app keeps its utm_
// parameters in cookies until sign-up, as the backend's web server (Rack::UtmCapture) and the sandbox do.

/** The campaign parameters the backend keeps in cookies (Rack::UtmCapture), in its order. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

// What a value may hold to be kept, as the link carries it (percent-encoded), at most 512 characters: nothing that
// ends a cookie's value or a header (no `;`, `,`, space, quote, backslash, CR or LF), so a link cannot add a
// cookie attribute or a header. Another value is left out: a longer one as the sandbox leaves it out
// (src/domain/utm.ts there); one with such a character, which the sandbox writes escaped, because nginx cannot.
const UTM_VALUE = "[A-Za-z0-9%._~+*!()/:@?=-]{1,512}";

/**
 * `$tandem_<key>`: the Set-Cookie of a campaign parameter (the backend's Rack::UtmCapture: 30 days, path /, Lax),
 * empty when the query has none, the value is not kept, or the browser's cookie holds the same value already.
 */
export function utmMaps(): string[] {
  return [
    "# Campaign links: a navigation into the app keeps its utm_ parameters in cookies until sign-up, which the API",
    "# turns into the member's referral (the backend's Rack::UtmCapture), set only when missing or changed.",
  ].concat(
    UTM_KEYS.flatMap((key) => [
      `map "$arg_${key}|$cookie_${key}" $tandem_${key} {`,
      `    "~^(${UTM_VALUE})[|]\\1$" "";`,
      `    "~^(?<tandem_value>${UTM_VALUE})[|]" "${key}=$tandem_value; path=/; Max-Age=2592000; SameSite=Lax";`,
      '    default "";',
      "}",
    ]),
  );
}

/** The campaign cookies of an answer: an empty value adds no header. */
export const utmHeaders = (indent: string) =>
  UTM_KEYS.map((key) => `${indent}add_header Set-Cookie $tandem_${key} always;`);

/** The redirect of the base without its slash, which drops the query: the campaign cookies go on it. */
export const utmRedirect = (from: string, to: string) => [
  `    location = ${from} {`,
  ...utmHeaders("        "),
  `        return 302 ${to};`,
  "    }",
];
