/**
 * What a Ship For Me parcel may be: the limits the calculator validates and the rules the
 * context shows. One place, so the form, the calculator and the warehouse agree.
 */
export const MAX_PARCEL_GRAMS = 300_000;
export const MAX_PARCEL_SIDE_CM = 300;

/** Goods we do not carry: airlines and customs refuse them (IATA dangerous goods, customs bans). */
export const PROHIBITED_ITEMS = [
  { code: 'explosives', name: 'Explosives, fireworks and ammunition' },
  { code: 'weapons', name: 'Weapons, replicas and their parts' },
  { code: 'flammables', name: 'Flammable liquids and gases (lighters, aerosols, fuel, paint)' },
  { code: 'loose-batteries', name: 'Loose lithium batteries and power banks' },
  { code: 'drugs', name: 'Narcotics and prescription drugs' },
  { code: 'corrosives', name: 'Corrosive, toxic or radioactive substances' },
  { code: 'perishables', name: 'Perishable food and live animals or plants' },
  { code: 'currency', name: 'Cash, bullion and negotiable instruments' },
  { code: 'counterfeits', name: 'Counterfeit or pirated goods' },
] as const;
