import type { UiContainer, UiNode } from '@ory/client-fetch';
import { Fragment } from 'react';
import {
  autoFocusName,
  isInputNode,
  isOptionalTrait,
  isRenderable,
  buttonsAfterOtherMethod,
} from '../../lib/identity/nodes.ts';
import { Icon } from '../icons.tsx';
import { FlowNode } from './FlowNode.tsx';
import type { LooseTranslator } from './ui-text.ts';

interface Props {
  ui: UiContainer;
  /** A subset of `ui.nodes` (one settings method); all of them by default. */
  nodes?: readonly UiNode[];
  t: LooseTranslator;
  orLabel: string;
  /** Only the page's main form takes the focus. */
  focus?: boolean;
  testId?: string;
  /** When set, optional traits go into a disclosure with this summary (sign-up). */
  optionalLabel?: string;
}

/**
 * A flow rendered from its UI nodes as a form that posts natively to `ui.action`, so it works
 * before (or without) JavaScript; the identity service answers with a redirect either to the
 * next step or back here with the same flow and its messages.
 */
export function FlowForm({
  ui,
  nodes = ui.nodes,
  t,
  orLabel,
  focus = true,
  testId,
  optionalLabel,
}: Props) {
  const shown = nodes.filter(isRenderable);
  const focusName = focus ? autoFocusName(shown) : undefined;
  const dividers = buttonsAfterOtherMethod(shown);
  const optional = optionalLabel ? shown.filter(isOptionalTrait) : [];
  const renderNode = (node: UiNode) => (
    <FlowNode
      node={node}
      nodes={shown}
      t={t}
      autoFocus={isInputNode(node) && node.attributes.name === focusName}
    />
  );
  return (
    <form
      action={ui.action}
      method={ui.method}
      encType="application/x-www-form-urlencoded"
      className="flex flex-col gap-4"
      data-testid={testId}
    >
      {shown.map((node, index) => {
        // Nodes carry no id; a resend button may repeat the name and value of the submit.
        const key = `${index}-${node.group}-${isInputNode(node) ? node.attributes.name : node.type}`;
        if (optional.includes(node)) {
          if (node !== optional[0]) return null;
          return (
            <details key={key} className="group rounded-lg border border-line">
              <summary className="flex cursor-pointer items-center justify-between gap-2 px-3.5 py-3 text-sm font-semibold text-ink-muted hover:text-ink">
                {optionalLabel}
                <Icon
                  name="chevronDown"
                  size={16}
                  className="transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="flex flex-col gap-4 border-t border-line px-3.5 pt-3 pb-4">
                {optional.map((field, fieldIndex) => (
                  <Fragment key={fieldIndex}>{renderNode(field)}</Fragment>
                ))}
              </div>
            </details>
          );
        }
        return (
          <Fragment key={key}>
            {dividers.has(node) ? (
              <div className="flex items-center gap-3 text-xs font-semibold text-ink-subtle uppercase">
                <span className="h-px flex-1 bg-line" aria-hidden />
                {orLabel}
                <span className="h-px flex-1 bg-line" aria-hidden />
              </div>
            ) : null}
            {renderNode(node)}
          </Fragment>
        );
      })}
    </form>
  );
}
