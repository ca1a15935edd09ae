import type { UiNode } from '@ory/client-fetch';
import { clsx } from 'clsx';
import {
  fieldId,
  isInputNode,
  isPrimaryButton,
  nodeLabel,
  skipsBrowserValidation,
} from '../../lib/identity/nodes.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { formatUiText, type LooseTranslator } from './ui-text.ts';

interface Props {
  node: UiNode;
  /** Every node of the form, to decide the button look and validation. */
  nodes: readonly UiNode[];
  t: LooseTranslator;
  autoFocus: boolean;
}

function NodeMessages({ node, id, t }: { node: UiNode; id: string; t: LooseTranslator }) {
  if (node.messages.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col gap-1">
      {node.messages.map((message) => (
        <li
          key={`${message.id}-${message.text}`}
          data-message-id={message.id}
          className={clsx(
            'text-sm',
            message.type === 'error' ? 'font-medium text-danger' : 'text-ink-muted',
          )}
        >
          {formatUiText(t, message)}
        </li>
      ))}
    </ul>
  );
}

/** One UI node of a flow as plain HTML that submits natively with the form. */
export function FlowNode({ node, nodes, t, autoFocus }: Props) {
  const label = nodeLabel(node);
  const labelText = label ? formatUiText(t, label) : undefined;
  const { attributes } = node;

  if (attributes.node_type === 'text') {
    return (
      <p className="rounded-md bg-canvas px-3 py-2 font-mono text-sm break-all">
        {formatUiText(t, attributes.text)}
      </p>
    );
  }
  if (attributes.node_type === 'img') {
    return (
      // A data: URL the identity service generates (a QR code); next/image cannot optimise it.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={attributes.src}
        alt={labelText ?? ''}
        width={attributes.width}
        height={attributes.height}
        className="mx-auto"
      />
    );
  }
  if (attributes.node_type === 'a') {
    return (
      <a href={attributes.href} className="text-sm font-semibold text-brand-700 hover:underline">
        {formatUiText(t, attributes.title)}
      </a>
    );
  }
  if (!isInputNode(node)) return null;

  const input = node.attributes;
  const value =
    typeof input.value === 'string' || typeof input.value === 'number' ? input.value : undefined;

  if (input.type === 'hidden') {
    return <input type="hidden" name={input.name} value={value ?? ''} />;
  }

  const isButton = input.type === 'submit' || input.type === 'button';
  const id = fieldId(input.name, isButton ? String(value ?? '') : '');
  const messagesId = `${id}-messages`;
  const hasError = node.messages.some((message) => message.type === 'error');

  if (isButton) {
    return (
      <Button
        type="submit"
        id={id}
        name={input.name}
        value={value}
        disabled={input.disabled}
        formNoValidate={skipsBrowserValidation(node, nodes) || undefined}
        variant={isPrimaryButton(node, nodes) ? 'primary' : 'secondary'}
        size="lg"
        className="w-full"
        data-method={value}
      >
        {labelText ?? String(value ?? '')}
      </Button>
    );
  }

  if (input.type === 'checkbox') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-start gap-2.5 text-sm">
          <input
            id={id}
            type="checkbox"
            name={input.name}
            value="true"
            defaultChecked={input.value === true}
            required={input.required}
            disabled={input.disabled}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          <span>{labelText}</span>
        </label>
        <NodeMessages node={node} id={messagesId} t={t} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {labelText ?? input.name}
      </label>
      <Input
        id={id}
        name={input.name}
        type={input.type}
        defaultValue={value}
        required={input.required}
        disabled={input.disabled}
        autoComplete={input.autocomplete}
        maxLength={input.maxlength}
        pattern={input.pattern}
        autoFocus={autoFocus}
        aria-invalid={hasError || undefined}
        aria-describedby={node.messages.length > 0 ? messagesId : undefined}
        className={clsx(hasError && 'border-danger focus:border-danger focus:ring-danger/20')}
      />
      <NodeMessages node={node} id={messagesId} t={t} />
    </div>
  );
}
