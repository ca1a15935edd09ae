/**
 * Simple drawings of what a demo product is, by its category (issue #16: a headphone looks like
 * a headphone). Each draws in a 600×600 box around (300, 270) with a main colour `c` and a
 * darker `d`; the picture's seed picks the colours and the tilt, so a gallery's pictures differ.
 */
type Glyph = (c: string, d: string) => string;

const bag: Glyph = (c, d) =>
  `<rect x="175" y="170" width="250" height="230" rx="34" fill="${c}"/><path d="M235 175v-30a65 65 0 0 1 130 0v30" fill="none" stroke="${d}" stroke-width="16"/><rect x="215" y="240" width="170" height="70" rx="14" fill="${d}" opacity=".35"/>`;
const handbag: Glyph = (c, d) =>
  `<path d="M170 230h260l-25 180H195z" fill="${c}"/><path d="M240 230c0-70 120-70 120 0" fill="none" stroke="${d}" stroke-width="14"/><circle cx="300" cy="300" r="14" fill="${d}"/>`;
const suitcase: Glyph = (c, d) =>
  `<rect x="200" y="150" width="200" height="270" rx="26" fill="${c}"/><rect x="255" y="115" width="90" height="40" rx="12" fill="none" stroke="${d}" stroke-width="12"/><path d="M250 170v230M350 170v230" stroke="${d}" stroke-width="10"/><circle cx="230" cy="435" r="14" fill="${d}"/><circle cx="370" cy="435" r="14" fill="${d}"/>`;
const wallet: Glyph = (c, d) =>
  `<rect x="160" y="190" width="280" height="180" rx="24" fill="${c}"/><rect x="330" y="245" width="110" height="70" rx="16" fill="${d}"/><circle cx="360" cy="280" r="10" fill="${c}"/>`;
const dress: Glyph = (c, d) =>
  `<path d="M255 140h90l-10 70 95 210H170l95-210z" fill="${c}"/><path d="M255 140l-20-30M345 140l20-30" stroke="${d}" stroke-width="12"/><path d="M265 210h70" stroke="${d}" stroke-width="10"/>`;
const tshirt: Glyph = (c, d) =>
  `<path d="M230 140l-90 50 35 70 45-20v180h160V240l45 20 35-70-90-50c-10 30-40 45-70 45s-60-15-70-45z" fill="${c}"/><path d="M270 150c10 15 50 15 60 0" fill="none" stroke="${d}" stroke-width="10"/>`;
const shirt: Glyph = (c, d) =>
  `${tshirt(c, d)}<path d="M300 190v220" stroke="${d}" stroke-width="6"/><circle cx="300" cy="240" r="6" fill="${d}"/><circle cx="300" cy="290" r="6" fill="${d}"/><circle cx="300" cy="340" r="6" fill="${d}"/>`;
const trousers: Glyph = (c, d) =>
  `<path d="M220 130h160l20 290h-75l-25-200-25 200h-75z" fill="${c}"/><path d="M220 160h160" stroke="${d}" stroke-width="12"/>`;
const jacket: Glyph = (c, d) =>
  `<path d="M235 130l-95 60 25 230h270l25-230-95-60-65 70z" fill="${c}"/><path d="M300 200v220" stroke="${d}" stroke-width="10"/><path d="M235 130l65 70 65-70" fill="none" stroke="${d}" stroke-width="10"/>`;
const shoe: Glyph = (c, d) =>
  `<path d="M150 330c0-60 20-110 60-130l40 40c40 25 110 40 170 55 30 8 40 30 40 55v20H150z" fill="${c}"/><rect x="150" y="365" width="310" height="30" rx="12" fill="${d}"/><path d="M230 250l30-10M245 275l30-10" stroke="#fff" stroke-width="8"/>`;
const boot: Glyph = (c, d) =>
  `<path d="M220 130h110v180c60 10 110 30 110 70v20H200V130z" fill="${c}"/><rect x="200" y="380" width="240" height="30" rx="10" fill="${d}"/>`;
const phone: Glyph = (c, d) =>
  `<rect x="215" y="110" width="170" height="320" rx="30" fill="${d}"/><rect x="230" y="140" width="140" height="250" rx="10" fill="${c}"/><circle cx="300" cy="410" r="10" fill="${c}"/>`;
const charger: Glyph = (c, d) =>
  `<rect x="220" y="190" width="160" height="150" rx="26" fill="${c}"/><path d="M260 190v-60M340 190v-60" stroke="${d}" stroke-width="18"/><path d="M300 340c0 60-60 60-60 110" fill="none" stroke="${d}" stroke-width="12"/>`;
const headphones: Glyph = (c, d) =>
  `<path d="M170 330v-50a130 130 0 0 1 260 0v50" fill="none" stroke="${d}" stroke-width="22"/><rect x="145" y="300" width="70" height="120" rx="26" fill="${c}"/><rect x="385" y="300" width="70" height="120" rx="26" fill="${c}"/>`;
const watch: Glyph = (c, d) =>
  `<rect x="255" y="110" width="90" height="330" rx="30" fill="${d}"/><circle cx="300" cy="275" r="85" fill="${c}"/><circle cx="300" cy="275" r="62" fill="#fff" opacity=".85"/><path d="M300 275v-40M300 275h30" stroke="${d}" stroke-width="8"/>`;
const mouse: Glyph = (c, d) =>
  `<rect x="220" y="150" width="160" height="260" rx="80" fill="${c}"/><path d="M300 150v90" stroke="${d}" stroke-width="8"/><path d="M300 150c0-40 40-50 60-80" fill="none" stroke="${d}" stroke-width="8"/>`;
const pot: Glyph = (c, d) =>
  `<path d="M170 230h260v120a60 60 0 0 1-60 60H230a60 60 0 0 1-60-60z" fill="${c}"/><rect x="155" y="210" width="290" height="30" rx="12" fill="${d}"/><path d="M170 260h-40M430 260h40" stroke="${d}" stroke-width="16"/><rect x="280" y="180" width="40" height="30" rx="8" fill="${d}"/>`;
const spatula: Glyph = (c, d) =>
  `<rect x="285" y="210" width="30" height="240" rx="12" fill="${d}"/><rect x="240" y="110" width="120" height="120" rx="22" fill="${c}"/><path d="M270 140v60M300 140v60M330 140v60" stroke="${d}" stroke-width="8"/>`;
const box: Glyph = (c, d) =>
  `<path d="M170 220l130-60 130 60v160l-130 60-130-60z" fill="${c}"/><path d="M170 220l130 60 130-60M300 280v160" fill="none" stroke="${d}" stroke-width="10"/>`;
const pillow: Glyph = (c, d) =>
  `<path d="M160 200q140-40 280 0q-20 75 0 150q-140 40-280 0q20-75 0-150z" fill="${c}"/><path d="M200 275h200" stroke="${d}" stroke-width="6" stroke-dasharray="14 10"/>`;
const lamp: Glyph = (c, d) =>
  `<path d="M230 130h140l40 130H190z" fill="${c}"/><rect x="290" y="260" width="20" height="130" fill="${d}"/><rect x="230" y="390" width="140" height="30" rx="12" fill="${d}"/>`;
const bottle: Glyph = (c, d) =>
  `<rect x="255" y="110" width="90" height="50" rx="10" fill="${d}"/><rect x="215" y="160" width="170" height="260" rx="40" fill="${c}"/><rect x="240" y="240" width="120" height="90" rx="12" fill="#fff" opacity=".75"/>`;
const lipstick: Glyph = (c, d) =>
  `<rect x="250" y="250" width="100" height="170" rx="14" fill="${d}"/><rect x="265" y="180" width="70" height="80" fill="${c}"/><path d="M265 180l70-60v60z" fill="${c}"/>`;
const dumbbell: Glyph = (c, d) =>
  `<rect x="210" y="260" width="180" height="30" rx="10" fill="${d}"/><rect x="150" y="190" width="60" height="170" rx="16" fill="${c}"/><rect x="390" y="190" width="60" height="170" rx="16" fill="${c}"/>`;
const tent: Glyph = (c, d) =>
  `<path d="M300 130l170 280H130z" fill="${c}"/><path d="M300 250l50 160H250z" fill="${d}"/><path d="M300 130v-30" stroke="${d}" stroke-width="10"/>`;
const bicycle: Glyph = (c, d) =>
  `<circle cx="190" cy="340" r="75" fill="none" stroke="${d}" stroke-width="16"/><circle cx="410" cy="340" r="75" fill="none" stroke="${d}" stroke-width="16"/><path d="M190 340l70-130h110l40 130M260 210l40 130 70-130" fill="none" stroke="${c}" stroke-width="16" stroke-linejoin="round"/>`;
const teddy: Glyph = (c, d) =>
  `<circle cx="220" cy="160" r="40" fill="${c}"/><circle cx="380" cy="160" r="40" fill="${c}"/><circle cx="300" cy="220" r="95" fill="${c}"/><circle cx="300" cy="380" r="70" fill="${c}"/><circle cx="270" cy="205" r="10" fill="${d}"/><circle cx="330" cy="205" r="10" fill="${d}"/><ellipse cx="300" cy="250" rx="30" ry="22" fill="#fff" opacity=".7"/>`;
const ring: Glyph = (c, d) =>
  `<circle cx="300" cy="310" r="110" fill="none" stroke="${c}" stroke-width="30"/><path d="M260 190l40-60 40 60-40 30z" fill="${d}"/>`;

/** The first word of a leaf category's slug that names a drawing wins; a parcel otherwise. */
const BY_WORD: Record<string, Glyph> = {
  backpacks: bag,
  bags: bag,
  handbags: handbag,
  luggage: suitcase,
  wallets: wallet,
  dresses: dress,
  tops: tshirt,
  tshirts: tshirt,
  sportswear: tshirt,
  shirts: shirt,
  trousers: trousers,
  coats: jacket,
  jackets: jacket,
  sneakers: shoe,
  shoes: shoe,
  sandals: shoe,
  boots: boot,
  phone: phone,
  chargers: charger,
  headphones: headphones,
  watches: watch,
  smart: watch,
  computer: mouse,
  cookware: pot,
  kitchen: spatula,
  storage: box,
  bedding: pillow,
  lighting: lamp,
  skincare: bottle,
  hair: bottle,
  baby: bottle,
  makeup: lipstick,
  fitness: dumbbell,
  camping: tent,
  cycling: bicycle,
  toys: teddy,
  jewellery: ring,
};

export function glyphFor(seed: string): Glyph {
  const words = seed.replace(/-\d+$/, '').split('-');
  for (const word of words) {
    const glyph = BY_WORD[word];
    if (glyph) return glyph;
  }
  return box;
}
