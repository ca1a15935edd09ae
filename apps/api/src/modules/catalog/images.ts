import { hashString } from '../../platform/hash-string.ts';
import { glyphFor } from './product-glyphs.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A placeholder product picture for demo products: a soft gradient in a colour derived from
 * the seed, a drawing of what the category sells (a headphone for headphones) and its name,
 * so every card looks distinct and like what it is.
 */
export function placeholderSvg(seed: string): string {
  const hash = hashString(seed);
  const hue = hash % 360;
  const accent = (hue + 40) % 360;
  const label = escape(
    seed
      .replace(/-\d+$/, '')
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
      .slice(0, 28),
  );
  const tilt = ((hash >> 9) % 21) - 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,92%)"/><stop offset="1" stop-color="hsl(${accent},60%,80%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<g transform="rotate(${tilt} 300 270)">${glyphFor(seed)(`hsl(${hue},50%,50%)`, `hsl(${hue},45%,30%)`)}</g>
<text x="300" y="480" font-family="system-ui, sans-serif" font-size="34" text-anchor="middle" fill="hsl(${hue},40%,25%)">${label}</text>
</svg>`;
}
