// Draws the seed's pictures as small SVG illustrations: a soft background, a motif in the accent colour.
import type { ImageSpec, Motif } from "../seed/images.ts";

const MOTIFS: Record<Motif, (accent: string) => string> = {
  "produce-box": (a) =>
    `<rect x="90" y="110" width="220" height="110" rx="10" fill="${a}" opacity=".85"/>` +
    `<circle cx="140" cy="105" r="30" fill="#DC2626"/><circle cx="200" cy="95" r="34" fill="#F59E0B"/>` +
    `<circle cx="258" cy="105" r="28" fill="#65A30D"/><path d="M200 60 q10 -20 25 -15" stroke="#166534" stroke-width="6" fill="none"/>`,
  bread: (a) =>
    `<ellipse cx="200" cy="150" rx="120" ry="60" fill="${a}"/><path d="M130 130 l20 40 M180 120 l20 45 M230 120 l20 45" stroke="#FDE68A" stroke-width="8"/>`,
  squash: (a) =>
    `<ellipse cx="200" cy="160" rx="110" ry="70" fill="${a}"/><path d="M200 92 v-30" stroke="#166534" stroke-width="12" stroke-linecap="round"/><path d="M150 105 q-15 55 0 110 M250 105 q15 55 0 110" stroke="#FDBA74" stroke-width="6" fill="none"/>`,
  cider: (a) =>
    `<rect x="150" y="70" width="100" height="150" rx="16" fill="${a}"/><rect x="175" y="45" width="50" height="30" rx="6" fill="#78350F"/><circle cx="200" cy="150" r="28" fill="#FDE68A"/>`,
  token: (a) =>
    `<circle cx="200" cy="140" r="80" fill="${a}"/><circle cx="200" cy="140" r="62" fill="none" stroke="#FEF3C7" stroke-width="6"/><text x="200" y="160" font-family="sans-serif" font-size="56" font-weight="700" fill="#FEF3C7" text-anchor="middle">$</text>`,
  scooter: (a) =>
    `<circle cx="120" cy="200" r="26" fill="#1F2937"/><circle cx="290" cy="200" r="26" fill="#1F2937"/><path d="M120 200 h170 M270 200 l-30 -130 h-35" stroke="${a}" stroke-width="14" stroke-linecap="round" fill="none"/>`,
  bike: (a) =>
    `<circle cx="120" cy="180" r="45" fill="none" stroke="#1F2937" stroke-width="10"/><circle cx="290" cy="180" r="45" fill="none" stroke="#1F2937" stroke-width="10"/><path d="M120 180 l60 -70 h80 l30 70 M180 110 l40 70 h-100" stroke="${a}" stroke-width="12" stroke-linejoin="round" fill="none"/>`,
  market: (a) =>
    `<path d="M70 110 h260 l-20 -45 h-220 z" fill="${a}"/><path d="M70 110 v110 h260 v-110" fill="#FFFFFF" stroke="${a}" stroke-width="8"/><circle cx="140" cy="180" r="22" fill="#DC2626"/><circle cx="200" cy="185" r="22" fill="#16A34A"/><circle cx="260" cy="180" r="22" fill="#F59E0B"/>`,
  pantry: (a) =>
    `<rect x="95" y="90" width="70" height="130" rx="8" fill="${a}"/><rect x="175" y="120" width="60" height="100" rx="8" fill="#F59E0B"/><rect x="245" y="70" width="60" height="150" rx="8" fill="#0EA5E9"/>`,
  vendor: (a) =>
    `<circle cx="200" cy="140" r="85" fill="${a}"/><path d="M160 140 l28 28 l52 -56" stroke="#FFFFFF" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
};

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The SVG of a seeded picture (400×280; resizing parameters do not apply to vector art). */
export function illustrationSvg(spec: ImageSpec): string {
  const [background, accent] = spec.colors;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 280" width="400" height="280" role="img">` +
    `<title>${escape(spec.title)}</title><rect width="400" height="280" fill="${background}"/>` +
    `<circle cx="340" cy="40" r="90" fill="${accent}" opacity=".08"/><circle cx="40" cy="260" r="70" fill="${accent}" opacity=".08"/>` +
    `${MOTIFS[spec.motif](accent)}</svg>`
  );
}

/** The `missing` placeholder: a neutral frame with a picture glyph. */
export function placeholderSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 280" width="400" height="280" role="img">` +
    `<title>No image</title><rect width="400" height="280" fill="#F1F5F9"/>` +
    `<rect x="150" y="95" width="100" height="80" rx="8" fill="none" stroke="#94A3B8" stroke-width="6"/>` +
    `<path d="M158 165 l28 -30 l22 22 l14 -12 l20 20" stroke="#94A3B8" stroke-width="6" fill="none"/></svg>`
  );
}
