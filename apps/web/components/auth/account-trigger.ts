/** The look of the header's account entry, signed in or not (AccountMenu, AccountDropdown). */
export const accountTriggerClasses =
  'inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 md:px-3';
