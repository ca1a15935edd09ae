/**
 * `npm audit --omit=dev --audit-level=high` as a CI gate: fails on any high or critical advisory
 * in what we ship. Some registries (a mirror, this workplace's) refuse the advisory endpoint;
 * then there is nothing to judge, so it says so loudly and lets the build go on instead of
 * failing every build for a reason no commit can fix.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  statusCode?: number;
  message?: string;
}

/** What the gate does with a report: its exit code and what it prints. */
export function judgeAudit(report: AuditReport): { exitCode: 0 | 1; lines: string[] } {
  if (!report.metadata) {
    const why = report.message ?? report.statusCode ?? 'no report';
    return {
      exitCode: 0,
      lines: [`npm audit: SKIPPED, the registry did not answer the advisory query (${why}).`],
    };
  }
  const counts = report.metadata.vulnerabilities ?? {};
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  if (serious === 0) {
    return {
      exitCode: 0,
      lines: [`npm audit: no high or critical advisories (${JSON.stringify(counts)}).`],
    };
  }
  const names = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => finding.severity === 'high' || finding.severity === 'critical')
    .map(([name, finding]) => `  ${name} (${finding.severity})`);
  return {
    exitCode: 1,
    lines: [
      `npm audit: ${serious} high or critical advisories in production dependencies:`,
      ...names,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  let report: AuditReport;
  try {
    report = JSON.parse(run.stdout) as AuditReport;
  } catch {
    console.error(`npm audit printed no report:\n${run.stderr}`);
    process.exit(1);
  }
  const { exitCode, lines } = judgeAudit(report);
  (exitCode === 0 ? console.warn : console.error)(lines.join('\n'));
  process.exit(exitCode);
}
