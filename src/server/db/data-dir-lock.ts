import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file inside DATA_DIR; it holds the pid of the one process that has the embedded database open. */
export const LOCK_FILE = 'livery.lock';

/** A second process (or a second open in the same process) found the data directory taken. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Livery server (pid ${holderPid}). PGlite allows one ` +
        'process per directory: stop that process, or give this one its own DATA_DIR, or use DATABASE_URL ' +
        '(PostgreSQL) to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

/** Lock files this process holds: its own pid in a lock it does not hold is a previous life's (a container's pid 1). */
const heldHere = new Set<string>();

const readHolder = (file: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** Whether a process with this pid exists (signal 0 checks without sending anything; EPERM: it exists, not ours). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file with our pid; false when it exists. O_EXCL ('wx') makes create-if-absent atomic. */
function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Moves a dead holder's lock out of the way. Rename is atomic, so of two processes recovering at once one moves it;
 * if what the other then moves is no longer the dead holder's (the winner's fresh lock), it goes back.
 */
function removeStale(file: string, deadPid: number): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== undefined && moved !== deadPid && isAlive(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone took the directory meanwhile; the retry in lockDataDir reports who.
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Takes the exclusive lock of an embedded database directory: one writer per PGlite directory. Refuses with
 * DataDirLockedError naming the directory and the holder's pid while that process lives (this process included);
 * a lock left by a process that died without releasing it (kill -9, power loss) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file)) return heldLock(file);
    const holder = readHolder(file);
    const live = holder === process.pid ? heldHere.has(file) : holder !== undefined && isAlive(holder);
    if (live) throw new DataDirLockedError(dataDir, holder!);
    // An empty file is a lock being written this instant, or one whose writer died between create and write.
    if (holder === undefined && attempt < 2) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    removeStale(file, holder ?? 0);
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dataDir, holder ?? 0);
}

function heldLock(file: string): DataDirLock {
  let held = true;
  heldHere.add(file);
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    process.removeListener('exit', release);
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
  // A process that exits without closing the database (process.exit in a script) leaves no lock behind.
  process.on('exit', release);
  return { release };
}
