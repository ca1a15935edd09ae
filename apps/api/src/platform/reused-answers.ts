/**
 * Answers built once and sent many times. A popular search page is the same answer for every
 * guest of a region until one of its inputs (the cached page of rows, the facet counts, the
 * exchange terms, the category names, the running campaigns) changes; building its product
 * summaries and writing its 13 KB again on every request was most of a cache hit's cost
 * (docs/performance.md). A service keeps such answers in an `answerMemo`; the response
 * serializer writes each reused answer once per route and sends the same text afterwards.
 */

/** Answers that are never changed after they are built, so their written text can be kept. */
const reusable = new WeakSet<object>();

/** Marks an answer (frozen, so nobody can change it behind the kept text) as reusable. */
export function reusableAnswer<T extends object>(answer: T): T {
  reusable.add(Object.freeze(answer));
  return answer;
}

/**
 * A serializer that writes a reusable answer once and then answers with the kept text; every
 * other answer is written afresh. One per route schema, so a text never crosses schemas.
 */
export function keepingWrittenAnswers(
  serialize: (data: unknown) => string,
): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !reusable.has(data)) return serialize(data);
    let text = written.get(data);
    if (text === undefined) {
      text = serialize(data);
      written.set(data, text);
    }
    return text;
  };
}

/**
 * Up to `maxEntries` answers by key, each reused while the objects it was built from are the
 * very same ones (compared by identity: caches hand out the same object until it expires) and
 * rebuilt when any of them changes. The least recently built is dropped first; with
 * `maxEntries` 0 nothing is kept (every answer is built afresh).
 */
export function answerMemo<A extends object>(
  maxEntries: number,
): (key: string, inputs: readonly unknown[], build: () => A) => A {
  const entries = new Map<string, { inputs: readonly unknown[]; answer: A }>();
  return (key, inputs, build) => {
    const hit = entries.get(key);
    if (
      hit &&
      hit.inputs.length === inputs.length &&
      hit.inputs.every((input, i) => Object.is(input, inputs[i]))
    ) {
      return hit.answer;
    }
    const answer = reusableAnswer(build());
    if (maxEntries <= 0) return answer;
    entries.delete(key);
    entries.set(key, { inputs, answer });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return answer;
  };
}
