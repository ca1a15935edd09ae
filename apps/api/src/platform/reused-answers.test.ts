import { describe, expect, it, vi } from 'vitest';
import { answerMemo, keepingWrittenAnswers, reusableAnswer } from './reused-answers.ts';

describe('answers built once and sent many times', () => {
  it('reuses an answer while its inputs are the very same objects, and rebuilds when one changes', () => {
    const memo = answerMemo<{ n: number }>(10);
    const page = { rows: [1, 2] };
    const terms = { rate: 17 };
    const build = vi.fn(() => ({ n: build.mock.calls.length }));
    const first = memo('bd|backpacks', [page, terms, 'c1'], build);
    expect(memo('bd|backpacks', [page, terms, 'c1'], build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    // An equal but new object (the page cache reloaded) is a change.
    expect(memo('bd|backpacks', [{ rows: [1, 2] }, terms, 'c1'], build)).not.toBe(first);
    // So is another campaigns key, and another key is another answer.
    const second = memo('bd|backpacks', [page, terms, 'c2'], build);
    expect(memo('us|backpacks', [page, terms, 'c2'], build)).not.toBe(second);
    expect(build).toHaveBeenCalledTimes(4);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('keeps at most maxEntries answers, dropping the oldest', () => {
    const memo = answerMemo<object>(2);
    const build = vi.fn(() => ({}));
    memo('a', [], build);
    memo('b', [], build);
    memo('c', [], build);
    memo('c', [], build);
    memo('b', [], build);
    expect(build).toHaveBeenCalledTimes(3);
    memo('a', [], build);
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing with room for none', () => {
    const memo = answerMemo<object>(0);
    const build = vi.fn(() => ({}));
    memo('a', [], build);
    memo('a', [], build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('writes a reusable answer once, and any other answer every time', () => {
    const serialize = vi.fn((data: unknown) => JSON.stringify(data));
    const write = keepingWrittenAnswers(serialize);
    const kept = reusableAnswer({ data: [1] });
    expect(write(kept)).toBe('{"data":[1]}');
    expect(write(kept)).toBe('{"data":[1]}');
    expect(serialize).toHaveBeenCalledTimes(1);
    const plain = { data: [2] };
    write(plain);
    write(plain);
    expect(serialize).toHaveBeenCalledTimes(3);
    expect(write(null)).toBe('null');
  });
});
