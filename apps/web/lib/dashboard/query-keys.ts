/** The dashboard's one query: it is read afresh on every visit (`staleTime: 0`). */
export const dashboardKeys = {
  overview: ['dashboard', 'overview'] as const,
};
