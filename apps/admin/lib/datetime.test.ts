import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime';

describe('datetime-local values', () => {
  it('go from an instant to the input and back to the same minute', () => {
    const at = '2026-11-11T09:30:00.000Z';
    expect(toLocalInput(at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(at))).toBe(at);
    expect(fromLocalInput('')).toBe('');
  });
});
