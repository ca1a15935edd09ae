type Messages = { [key: string]: string | Messages };

function isCatalogue(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges a partial translation over the complete base catalogue. */
export function mergeMessages<T extends object>(base: T, override: Record<string, unknown>): T {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      isCatalogue(current) && isCatalogue(value) ? mergeMessages(current, value) : value;
  }
  return merged as T;
}
