/**
 * Draws the app icons (a white pharmacy cross on teal) as PNG files in public/icons, with no
 * image library: a few lines of pixel maths and zlib. Run once; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const TEAL = [0x0f, 0x76, 0x6e];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** `inset` is the fraction of the side left as margin around the rounded tile (0 = full bleed). */
function drawIcon(size: number, { rounded, crossScale }: { rounded: boolean; crossScale: number }): Buffer {
  const rows: Buffer[] = [];
  const radius = rounded ? size * 0.2 : 0;
  const arm = (size * crossScale) / 2;
  const thick = arm / 2.4;
  const mid = size / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const cx = Math.min(x, size - 1 - x);
      const cy = Math.min(y, size - 1 - y);
      const outside = rounded && cx < radius && cy < radius && Math.hypot(radius - cx, radius - cy) > radius;
      const dx = Math.abs(x + 0.5 - mid);
      const dy = Math.abs(y + 0.5 - mid);
      const inCross = (dx <= thick && dy <= arm) || (dy <= thick && dx <= arm);
      const color = inCross ? WHITE : TEAL;
      const o = 1 + x * 4;
      row[o] = color[0]!;
      row[o + 1] = color[1]!;
      row[o + 2] = color[2]!;
      row[o + 3] = outside ? 0 : 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve(import.meta.dirname, '..', 'public', 'icons');
writeFileSync(path.join(out, 'icon-192.png'), drawIcon(192, { rounded: true, crossScale: 0.6 }));
writeFileSync(path.join(out, 'icon-512.png'), drawIcon(512, { rounded: true, crossScale: 0.6 }));
// Maskable icons are cropped to a circle of 80 %: full-bleed background, cross inside the safe zone.
writeFileSync(path.join(out, 'maskable-512.png'), drawIcon(512, { rounded: false, crossScale: 0.45 }));
process.stdout.write(`icons written to ${out}\n`);
