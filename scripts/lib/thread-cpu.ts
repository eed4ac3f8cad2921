/**
 * CPU time of a process, split into its main thread and the rest, read from Linux's /proc (where the benchmarks
 * run): how a bench says where the time went — the server's main thread (HTTP, hooks, answers) against its other
 * threads (the PGlite worker, V8's garbage collector helpers, libuv's pool). Elsewhere `readProcessCpu` answers
 * undefined and the bench prints no split.
 */
import { readFileSync } from 'node:fs';

/** Milliseconds of CPU (user + system). */
export interface ProcessCpu {
  main: number;
  others: number;
}

/** Clock ticks per second of /proc's utime and stime: USER_HZ, 100 on every Linux the benches meet. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a /proc stat file (a process's counts its ended threads too). */
function cpuMs(statFile: string): number | undefined {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The fields after the command name, which may itself hold spaces and parentheses: the state is the first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The CPU `pid` has used so far, main thread apart; undefined without /proc. */
export function readProcessCpu(pid: number): ProcessCpu | undefined {
  const total = cpuMs(`/proc/${pid}/stat`);
  const main = cpuMs(`/proc/${pid}/task/${pid}/stat`);
  return total === undefined || main === undefined ? undefined : { main, others: total - main };
}

/** The CPU used between two readings. */
export const cpuBetween = (before: ProcessCpu, after: ProcessCpu): ProcessCpu => ({
  main: after.main - before.main,
  others: after.others - before.others,
});
