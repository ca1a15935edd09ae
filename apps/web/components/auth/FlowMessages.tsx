import type { UiText } from '@ory/client-fetch';
import { clsx } from 'clsx';
import { Icon } from '../icons.tsx';
import { formatUiText, type LooseTranslator } from './ui-text.ts';

const tones = {
  error: 'border-danger/20 bg-danger-soft text-danger',
  success: 'border-success/20 bg-brand-50 text-success',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

/** A flow's own messages (`ui.messages`): code sent, wrong password, changes saved. */
export function FlowMessages({ messages, t }: { messages: readonly UiText[]; t: LooseTranslator }) {
  if (messages.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {messages.map((message) => {
        const tone = message.type === 'error' || message.type === 'success' ? message.type : 'info';
        return (
          <li
            key={`${message.id}-${message.text}`}
            role={tone === 'error' ? 'alert' : 'status'}
            data-message-id={message.id}
            className={clsx(
              'flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm',
              tones[tone],
            )}
          >
            <Icon
              name={tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'mail'}
              size={18}
              className="mt-px shrink-0"
            />
            <span className="font-medium">{formatUiText(t, message)}</span>
          </li>
        );
      })}
    </ul>
  );
}
