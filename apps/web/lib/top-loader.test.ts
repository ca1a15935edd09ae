import { describe, expect, it } from 'vitest';
import { followsInThisTab, leadsToAnotherPage } from './top-loader.ts';

const here = 'https://shop.example/search?keyword=bag#results';
const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const link = (target = '', download = false) => ({
  target,
  hasAttribute: (name: string) => name === 'download' && download,
});

describe('the page-loading bar', () => {
  it('shows for another page or another query of this one', () => {
    expect(leadsToAnotherPage('/products/7', here)).toBe(true);
    expect(leadsToAnotherPage('/search?keyword=shoe', here)).toBe(true);
  });

  it('stays hidden for the same page, a hash, another site or a non-web link', () => {
    expect(leadsToAnotherPage('/search?keyword=bag', here)).toBe(false);
    expect(leadsToAnotherPage('#reviews', here)).toBe(false);
    expect(leadsToAnotherPage('https://other.example/', here)).toBe(false);
    expect(leadsToAnotherPage('mailto:help@shop.example', here)).toBe(false);
  });

  it('shows only for a plain click followed in this tab', () => {
    expect(followsInThisTab(link(), click)).toBe(true);
    expect(followsInThisTab(link('_self'), click)).toBe(true);
    expect(followsInThisTab(link('_blank'), click)).toBe(false);
    expect(followsInThisTab(link('', true), click)).toBe(false);
    expect(followsInThisTab(link(), { ...click, ctrlKey: true })).toBe(false);
    expect(followsInThisTab(link(), { ...click, button: 1 })).toBe(false);
  });
});
