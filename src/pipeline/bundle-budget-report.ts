// The size budget's words: the table of every route, and for each route over its budget what grew.
import { roundKB, toKB, type RouteCheck, type SizeBudget } from './bundle-budget';

const kb = (bytes: number) => toKB(bytes).toFixed(1);

/** One line per route: size, budget, distance to the target, and the chunks it loads. */
export function formatRouteTable(checks: RouteCheck[], budget: SizeBudget): string {
  const width = Math.max(5, ...checks.map((check) => check.route.length));
  const header = `${'route'.padEnd(width)}  ${'KB gzip'.padStart(7)}  ${'budget'.padStart(6)}  ${'target'.padStart(6)}  status      chunks`;
  const lines = checks.map((check) => {
    const status = { within: 'ok', over: 'OVER', unbudgeted: 'no budget' }[check.status];
    return [
      check.route.padEnd(width),
      kb(check.gzipBytes).padStart(7),
      (check.budgetKB?.toFixed(1) ?? '-').padStart(6),
      String(budget.targetKB).padStart(6),
      status.padEnd(10),
      `entry + ${check.chunks.join(' + ')}${check.language ? `, in ${check.language}` : ''}`,
    ].join('  ');
  });
  return [
    'First-load JS of each entry route (gzip level 9, 1 KB = 1,024 bytes; budgets: size-budget.json)',
    header,
    ...lines,
  ].join('\n');
}

/** What grew and its largest modules; routes sharing the entry usually share these lines word for word. */
function formatGrowth(check: RouteCheck): string[] {
  const lines: string[] = [];
  if (check.grown.length) {
    lines.push('  grew since the budget was recorded (KB gzip, package or folder):');
    const width = Math.max(...check.grown.map((growth) => growth.group.length));
    for (const { group, recordedKB, nowKB } of check.grown)
      lines.push(
        `    ${`+${(nowKB - recordedKB).toFixed(1)}`.padStart(6)}  ${group.padEnd(width)}  ${recordedKB.toFixed(1)} -> ${nowKB.toFixed(1)}`,
      );
  }
  lines.push(`  largest modules of ${check.grown.length ? 'what grew' : 'the route'} (KB gzip, estimated):`);
  for (const module of check.topModules) lines.push(`    ${kb(module.gzipBytes).padStart(6)}  ${module.name}`);
  return lines;
}

/** One route over budget; growth already printed for an earlier route is referred to, not repeated. */
function formatOver(check: RouteCheck, printed: Map<string, string>): string[] {
  const overBy = roundKB(toKB(check.gzipBytes) - check.budgetKB!).toFixed(1);
  const growth = formatGrowth(check);
  const key = growth.join('\n');
  const sameAs = printed.get(key);
  if (!sameAs) printed.set(key, check.route);
  return [
    `${check.route}: ${kb(check.gzipBytes)} KB gzip > budget ${check.budgetKB} KB (${overBy} KB over)`,
    ...(sameAs ? [`  what grew: the same as for ${sameAs}`] : growth),
    `  chunks (KB gzip): ${check.chunkSizes.map((c) => `${c.chunk} ${kb(c.gzipBytes)}`).join(', ')}`,
  ];
}

/** Every route over its budget or without one, with what grew; empty when all routes are within budget. */
export function formatBudgetFailures(checks: RouteCheck[]): string {
  const over = checks.filter((check) => check.status === 'over');
  const unbudgeted = checks.filter((check) => check.status === 'unbudgeted');
  if (!over.length && !unbudgeted.length) return '';
  const lines = [`Size budget exceeded: ${over.length} route(s) over budget, ${unbudgeted.length} without a budget.`];
  const printed = new Map<string, string>();
  for (const check of over) lines.push('', ...formatOver(check, printed));
  for (const check of unbudgeted)
    lines.push(
      '',
      `${check.route}: ${kb(check.gzipBytes)} KB gzip and no budget yet (chunks ${check.chunks.join(', ')})`,
    );
  lines.push(
    '',
    'Shrink what grew (load it lazily, import less of it), or, for growth you mean, record the new sizes with',
    '`npm run size -- --update` (budget = size + margin) and commit size-budget.json.',
  );
  return lines.join('\n');
}
