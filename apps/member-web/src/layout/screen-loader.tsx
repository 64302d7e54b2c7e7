import "./screen-loader.css";

/** The full-screen loader shown while the app starts (F-001): the same ring as every other loader (C-03). */
export function ScreenLoader() {
  return (
    <div className="screen-loader" role="status" aria-live="polite">
      <span className="screen-loader__ring" aria-hidden="true" />
      <span className="screen-loader__label">Loading… / Cargando…</span>
    </div>
  );
}
