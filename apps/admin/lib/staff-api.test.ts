import { describe, expect, it } from 'vitest';
import { done, must } from './staff-api';

const answer = (status: number) => new Response(null, { status });

describe('calls that answer nothing', () => {
  it('a 204 is done; must() would call it a failure, having no data', async () => {
    await expect(done(Promise.resolve({ response: answer(204) }))).resolves.toBeUndefined();
    await expect(must(Promise.resolve({ data: undefined }))).rejects.toMatchObject({
      code: 'unknown',
    });
  });

  it("a refusal is the API's error", async () => {
    const error = { error: { code: 'content_published', message: 'Kept.' } };
    await expect(done(Promise.resolve({ error, response: answer(409) }))).rejects.toEqual(
      error.error,
    );
  });
});
