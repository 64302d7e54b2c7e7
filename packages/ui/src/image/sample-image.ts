// A self-contained illustration for stories and the styleguide (no network needed): a river, hills and a sun.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 200" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde7b0"/><stop offset="1" stop-color="#f6c66b"/></linearGradient></defs>
<rect width="500" height="200" fill="url(#s)"/><circle cx="380" cy="70" r="34" fill="#fff3d6"/>
<path d="M0 140 Q120 80 250 130 T500 110 V200 H0z" fill="#1b7343"/>
<path d="M0 165 Q150 120 300 160 T500 150 V200 H0z" fill="#145a34"/>
<path d="M0 185 C120 170 260 200 500 178 V200 H0z" fill="#1d4e89"/></svg>`;

/** A data-URL landscape for stories; Image leaves data URLs unsized. */
export const SAMPLE_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
