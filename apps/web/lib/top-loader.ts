/**
 * The thin orange bar at the top of the page while the next page loads (docs/performance.md).
 * Our own few lines instead of nextjs-toploader, which shipped nprogress and prop-types (4 KB)
 * to every first load. The bar keeps nprogress's `#nprogress` id; its look is in globals.css.
 */
const ID = 'nprogress';

/** Whether following `href` from `current` loads another page (not the same one, not a hash). */
export function leadsToAnotherPage(href: string, current: string): boolean {
  const target = new URL(href, current);
  const here = new URL(current);
  return (
    target.protocol.startsWith('http') &&
    target.origin === here.origin &&
    target.pathname + target.search !== here.pathname + here.search
  );
}

/** Whether a click on this link is one Next follows in this tab (no new tab, no download). */
export function followsInThisTab(
  link: Pick<HTMLAnchorElement, 'target' | 'hasAttribute'>,
  click: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'button'>,
): boolean {
  return (
    click.button === 0 &&
    !(click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

export function startProgress(): void {
  if (document.getElementById(ID)) return;
  const bar = document.createElement('div');
  bar.id = ID;
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
  // Grows slowly toward the end from the next frame (a CSS transition), so a long wait still moves.
  requestAnimationFrame(() => requestAnimationFrame(() => bar.classList.add('started')));
}

export function finishProgress(): void {
  const bar = document.getElementById(ID);
  if (!bar || bar.classList.contains('done')) return;
  bar.classList.add('done');
  setTimeout(() => bar.remove(), 500);
}

/**
 * Starts the bar on a click that leaves the page; Next's history update (the new page shown),
 * going back or forward, or leaving the document ends it. Returns the undo for the effect.
 */
export function watchNavigations(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (link && followsInThisTab(link, event) && leadsToAnotherPage(link.href, location.href)) {
      startProgress();
    }
  };
  const { pushState, replaceState } = history;
  history.pushState = (...args) => {
    finishProgress();
    pushState.apply(history, args);
  };
  history.replaceState = (...args) => {
    finishProgress();
    replaceState.apply(history, args);
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', finishProgress);
  window.addEventListener('pagehide', finishProgress);
  return () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', finishProgress);
    window.removeEventListener('pagehide', finishProgress);
  };
}
