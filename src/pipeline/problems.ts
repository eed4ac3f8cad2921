import path from 'node:path';
import { distance } from 'fastest-levenshtein';

/** An error stops the check and the build; a warning is printed and the build goes on. */
export type Severity = 'error' | 'warning';

/** One thing wrong with a tenant config, located in its file. */
export interface Problem {
  /** Absolute path of the file (tenant.json, or the tenant folder when the file is missing). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** JSON pointer of the value (or missing key) the problem is about; '' for the whole document. */
  pointer: string;
  message: string;
  /** What would be right: `allowed: ...` and/or `did you mean ...?`. */
  hint?: string;
  /** Absent: an error. */
  severity?: Severity;
}

export const severityOf = (problem: Problem): Severity => problem.severity ?? 'error';

/** `file:line:column  error|warning  /json/pointer  message  (hint)`, the file relative to `cwd`. */
export function formatProblem(problem: Problem, cwd = process.cwd()): string {
  const relative = path.relative(cwd, problem.file);
  const file = relative && !relative.startsWith('..') ? relative : problem.file;
  const hint = problem.hint ? `  (${problem.hint})` : '';
  return `${file}:${problem.line}:${problem.column}  ${severityOf(problem)}  ${problem.pointer || '/'}  ${problem.message}${hint}`;
}

/** "2 errors and 1 warning in 3 files" — the last line of a check. */
export function problemSummary(problems: readonly Problem[]): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const warnings = problems.filter((p) => severityOf(p) === 'warning').length;
  const files = new Set(problems.map((p) => p.file)).size;
  return `${count(problems.length - warnings, 'error')} and ${count(warnings, 'warning')} in ${count(files, 'file')}`;
}

/** Problems in file, line, column order, so an editor can walk them top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.pointer.localeCompare(b.pointer),
  );
}

/** The closest candidate to a typo, when it is close enough to be what was meant. */
export function closestMatch(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(input.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // Codes of two letters (en, mn, cn) are each one edit apart: guessing between them would mislead.
  if (input.length <= 2) return undefined;
  const tolerance = Math.max(1, Math.floor(input.length / 3));
  return best !== undefined && bestDistance <= tolerance ? best : undefined;
}

/** `allowed: a, b, c / did you mean "b"?` — the suggestion only when one is close. */
export function allowedHint(input: unknown, allowed: readonly string[]): string {
  const suggestion = typeof input === 'string' ? closestMatch(input, allowed) : undefined;
  const list = `allowed: ${allowed.join(', ')}`;
  return suggestion ? `${list} / did you mean "${suggestion}"?` : list;
}

/** Thrown by loadTenantsOrThrow; the message lists every problem, one per line. */
export class TenantConfigError extends Error {
  constructor(
    readonly problems: Problem[],
    cwd = process.cwd(),
  ) {
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in tenant configs:\n` +
        problems.map((p) => `  ${formatProblem(p, cwd)}`).join('\n'),
    );
    this.name = 'TenantConfigError';
  }
}
