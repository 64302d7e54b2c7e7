import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * Encodes an RGBA image as PNG. `pixel(x, y)` returns `[r, g, b, a]`.
 * @example encodePng(2, 2, () => [255, 0, 0, 255]) // a red square
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y).slice(0, 4), row + 1 + x * 4);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function hexToRgb(hex: string): number[] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** A 48×48 logo: a disc in the institution's colour with a lighter ring, as a `data:image/png;base64,` URL. */
export function logoDataUrl(color: string): string {
  const [r = 0, g = 0, b = 0] = hexToRgb(color);
  const png = encodePng(48, 48, (x, y) => {
    const distance = Math.hypot(x - 23.5, y - 23.5);
    if (distance > 23) return [0, 0, 0, 0];
    if (distance > 19)
      return [
        Math.round(r + (255 - r) * 0.45),
        Math.round(g + (255 - g) * 0.45),
        Math.round(b + (255 - b) * 0.45),
        255,
      ];
    return [r, g, b, 255];
  });
  return `data:image/png;base64,${png.toString("base64")}`;
}
