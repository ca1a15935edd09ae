import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { paymentStepPath, type PaymentTarget } from '../../lib/invoices/paths.ts';
import { buttonClasses, type ButtonSize } from '../ui/Button.tsx';

/** "Pay": opens the payment step for an invoice or a session of several. */
export function PayButton({
  target,
  size = 'sm',
  label,
}: {
  target: PaymentTarget;
  size?: ButtonSize;
  label?: string;
}) {
  const t = useTranslations('invoices');
  return (
    <Link
      href={paymentStepPath(target)}
      className={buttonClasses({ variant: 'accent', size })}
      data-testid="pay-invoice"
    >
      {label ?? t('pay')}
    </Link>
  );
}
