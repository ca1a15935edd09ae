/** The address book's query keys: every change to an address invalidates `addressKeys.all`. */
export const addressKeys = {
  all: ['addresses'] as const,
  schema: (country: string) => ['address-schema', country] as const,
};
