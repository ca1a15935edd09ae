import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The whole message catalogue for the client components of the signed-in area, the sign-in
 * flows, the cart and checkout, which use most of it; the public pages get a part
 * (i18n/client-messages.ts).
 */
export function AccountMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
