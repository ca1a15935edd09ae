/**
 * Draws the app's PNG icons from the SVG marks (run once after changing a mark; the PNGs are
 * committed): Chromium's install check and iOS want bitmaps at these sizes.
 */
import sharp from 'sharp';

const icons = new URL('../public/icons/', import.meta.url);
const jobs: [source: string, size: number, name: string][] = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
  ['icon-maskable.svg', 180, 'apple-touch-icon.png'],
];
for (const [source, size, name] of jobs) {
  await sharp(new URL(source, icons).pathname, { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, icons).pathname);
}
