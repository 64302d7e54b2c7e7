import "@tandem/ui/tokens.css";
import { applyLanguage, toLanguage } from "@tandem/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { setDocumentLanguage } from "./lib/document-language.ts";
import { readStored } from "./lib/storage.ts";

async function start() {
  // F-016: the stored language (default English) is applied before the first render; a failed catalog load is
  // logged and the app carries on in English (F-036).
  const language = toLanguage(readStored("local", "language", "en"));
  try {
    await applyLanguage(language);
    setDocumentLanguage(language);
  } catch (error) {
    console.error("Could not load the language catalog", error);
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
