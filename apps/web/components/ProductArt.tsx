import type { ProductArt as Art } from '../lib/popular-picks.ts';

/**
 * Placeholder product images drawn as inline SVG (no image hosts). Replaced by real product
 * photos when the catalog arrives.
 */
const drawings: Record<Art, React.ReactNode> = {
  earbuds: (
    <>
      <rect x="30" y="62" width="60" height="34" rx="17" fill="#fff" />
      <path d="M30 79h60" stroke="#0f2e2c" strokeOpacity=".15" strokeWidth="2" />
      <circle cx="44" cy="40" r="11" fill="#fff" />
      <rect x="40" y="44" width="8" height="22" rx="4" fill="#fff" />
      <circle cx="76" cy="40" r="11" fill="#fff" />
      <rect x="72" y="44" width="8" height="22" rx="4" fill="#fff" />
      <circle cx="44" cy="40" r="4" fill="#0f2e2c" fillOpacity=".25" />
      <circle cx="76" cy="40" r="4" fill="#0f2e2c" fillOpacity=".25" />
    </>
  ),
  sneaker: (
    <>
      <path
        d="M18 78c0-8 4-22 10-26 6 6 16 8 24 4l10 8c10 6 24 6 36 8 6 1 8 6 6 12H20c-1-2-2-4-2-6z"
        fill="#fff"
      />
      <path d="M18 84h84v6a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z" fill="#0f2e2c" fillOpacity=".2" />
      <path
        d="M46 60l6 8m2-12 6 8m2-6 4 6"
        stroke="#0f2e2c"
        strokeOpacity=".3"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
  backpack: (
    <>
      <path d="M48 30a12 12 0 0 1 24 0" stroke="#fff" strokeWidth="5" fill="none" />
      <rect x="32" y="32" width="56" height="66" rx="16" fill="#fff" />
      <rect x="42" y="64" width="36" height="24" rx="7" fill="#0f2e2c" fillOpacity=".12" />
      <path d="M42 72h36" stroke="#0f2e2c" strokeOpacity=".2" strokeWidth="2" />
    </>
  ),
  lamp: (
    <>
      <ellipse cx="48" cy="96" rx="22" ry="5" fill="#fff" />
      <path
        d="M48 94 40 58l34-22"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M64 30l24 6-8 20z" fill="#fff" />
      <path
        d="M84 52l8 18"
        stroke="#fff"
        strokeOpacity=".7"
        strokeWidth="3"
        strokeDasharray="3 5"
        strokeLinecap="round"
      />
      <circle cx="40" cy="58" r="4" fill="#0f2e2c" fillOpacity=".25" />
    </>
  ),
  watch: (
    <>
      <rect x="46" y="14" width="28" height="26" rx="6" fill="#fff" fillOpacity=".8" />
      <rect x="46" y="80" width="28" height="26" rx="6" fill="#fff" fillOpacity=".8" />
      <rect x="36" y="36" width="48" height="48" rx="14" fill="#fff" />
      <rect x="42" y="42" width="36" height="36" rx="9" fill="#0f2e2c" fillOpacity=".85" />
      <path
        d="M50 62h6l4-8 5 14 3-6h5"
        stroke="#79cfc1"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  bottle: (
    <>
      <rect x="50" y="16" width="20" height="12" rx="4" fill="#0f2e2c" fillOpacity=".35" />
      <path d="M48 28h24l4 10v54a8 8 0 0 1-8 8H52a8 8 0 0 1-8-8V38z" fill="#fff" />
      <rect x="44" y="52" width="32" height="20" fill="#0f2e2c" fillOpacity=".1" />
    </>
  ),
  jacket: (
    <>
      <path d="M46 22h28l18 12 8 44-12 4-6-30v50H38V52l-6 30-12-4 8-44z" fill="#fff" />
      <path d="M60 26v76" stroke="#0f2e2c" strokeOpacity=".2" strokeWidth="2.5" />
      <path d="M38 44h44M38 62h44M38 80h44" stroke="#0f2e2c" strokeOpacity=".1" strokeWidth="2" />
    </>
  ),
  keyboard: (
    <>
      <rect x="14" y="38" width="92" height="46" rx="9" fill="#fff" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3, 4, 5, 6].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={21 + col * 11.5}
            y={45 + row * 11}
            width="8.5"
            height="8"
            rx="2"
            fill="#0f2e2c"
            fillOpacity={row === 0 && col === 0 ? 0.45 : 0.16}
          />
        )),
      )}
    </>
  ),
};

export function ProductArt({ art, tint }: { art: Art; tint: readonly [string, string] }) {
  return (
    <div
      className="grid aspect-square w-full place-items-center"
      style={{ backgroundImage: `linear-gradient(145deg, ${tint[0]}, ${tint[1]})` }}
    >
      <svg
        viewBox="0 0 120 120"
        className="h-3/4 w-3/4 drop-shadow-sm"
        aria-hidden
        focusable="false"
      >
        {drawings[art]}
      </svg>
    </div>
  );
}
