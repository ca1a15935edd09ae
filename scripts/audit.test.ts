import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit.ts';

describe('the npm audit gate', () => {
  it('fails on a high or critical advisory and names the package', () => {
    const verdict = judgeAudit({
      metadata: { vulnerabilities: { low: 2, high: 1, critical: 0 } },
      vulnerabilities: {
        'left-pad': { severity: 'low', via: [] },
        'evil-parser': { severity: 'high', via: [] },
      },
    });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines.join('\n')).toContain('evil-parser (high)');
    expect(verdict.lines.join('\n')).not.toContain('left-pad');
  });

  it('passes when only low and moderate advisories are known', () => {
    const verdict = judgeAudit({ metadata: { vulnerabilities: { low: 3, moderate: 1 } } });
    expect(verdict.exitCode).toBe(0);
  });

  it('says it skipped, without failing, when the registry refuses the advisory query', () => {
    const verdict = judgeAudit({ statusCode: 405, message: '405 Method Not Allowed' });
    expect(verdict).toEqual({
      exitCode: 0,
      lines: [
        'npm audit: SKIPPED, the registry did not answer the advisory query (405 Method Not Allowed).',
      ],
    });
  });
});
