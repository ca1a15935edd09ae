/** Only same-site paths may be returned to after sign-in; anything else is dropped. */
export function safeReturnPath(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
