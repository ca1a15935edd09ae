/** Regions with their languages, countries and currency (spec §3), as the switcher lists them. */
export const regionKeys = {
  expanded: ['regions', 'expanded'] as const,
};
