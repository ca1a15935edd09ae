import type { ReactNode } from 'react';
import { AccountMessages } from '../../components/AccountMessages.tsx';

/** The cart: client components that use the whole message catalogue. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AccountMessages>{children}</AccountMessages>;
}
