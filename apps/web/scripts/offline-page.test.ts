import { describe, expect, it } from 'vitest';
import en from '../messages/en.json' with { type: 'json' };
import bn from '../messages/bn.json' with { type: 'json' };
import { offlinePageHtml } from './offline-page.ts';

describe('the offline page', () => {
  it('says it in the language asked, escaped, with no script', () => {
    const english = offlinePageHtml('en', en.offline);
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('You&#39;re offline');
    expect(english).not.toMatch(/<script/i);
    const bengali = offlinePageHtml('bn', bn.offline);
    expect(bengali).toContain('<html lang="bn">');
    expect(bengali).toContain(bn.offline.title);
  });

  it('cannot be broken by a translation', () => {
    const html = offlinePageHtml('en', { ...en.offline, title: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
