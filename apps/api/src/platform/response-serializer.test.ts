import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedResponseSerializer, fastResponseSerializer } from './response-serializer.ts';
import { reusableAnswer } from './reused-answers.ts';

const Answer = z.object({
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    price: z.object({ amount: z.number().int(), currency: z.string() }),
    campaign: z.object({ slug: z.string() }).nullable(),
    tags: z.array(z.string()),
  }),
});
const args = { schema: Answer, method: 'GET', url: '/products/1', httpStatus: '200' } as never;
const product = {
  id: 1,
  title: 'Backpack "XL" – দাম',
  price: { amount: 123955, currency: 'BDT' },
  campaign: null,
  tags: ['school'],
};

describe('the response serializers', () => {
  it('write the schema’s fields as Zod would, and drop what the schema does not name', () => {
    const fast = fastResponseSerializer(args);
    const leaky = { data: { ...product, cost_price: 99, internal_note: 'supplier' } };
    expect(JSON.parse(fast(leaky))).toEqual({ data: product });
    expect(JSON.parse(checkedResponseSerializer(args)(leaky))).toEqual({ data: product });
  });

  it('checks answers in tests: one the schema refuses fails the request', () => {
    const checked = checkedResponseSerializer(args);
    expect(() =>
      checked({ data: { ...product, price: { amount: 1.5, currency: 'BDT' } } }),
    ).toThrow();
    expect(JSON.parse(checked({ data: product }))).toEqual({ data: product });
  });
});

describe('a reusable answer in production', () => {
  it('is written once per route and then sent as the same text', () => {
    const fast = fastResponseSerializer(args);
    const answer = reusableAnswer({ data: { ...product } });
    const text = fast(answer);
    expect(JSON.parse(text)).toEqual({ data: product });
    expect(fast(answer)).toBe(text);
    // Frozen: nobody can change it behind the kept text.
    expect(() => {
      (answer as { data: object }).data = {};
    }).toThrow();
  });
});
