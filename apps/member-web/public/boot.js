// The HTML of /app/ and /app/start is prerendered for a visitor in English. A browser where a member signed in (the
// "signed-in" hint) or whose language is another one waits for the app instead, behind the start-up loader.
// An async script in the head: a first visit's paint never waits for it, and from the service worker's cache it
// runs before a repeat visit's first paint. The keys are src/app/signed-in-hint.ts's and page-kit's language key;
// storage that throws leaves the page as it is, and the app decides once it runs.
try {
  var stored = window.localStorage;
  var language = JSON.parse(stored.getItem("language") || '"en"');
  if (stored.getItem("signed-in") === "true" || (language !== "en" && language !== null))
    document.documentElement.setAttribute("data-wait", "");
} catch {
  // Unreadable storage: the app decides once it runs.
}
