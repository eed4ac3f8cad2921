import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'livery-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);
/** The pid of a process that has exited: a holder that died without releasing its lock. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

it('a second open of the same directory in this process is refused, naming the directory and the pid', async () => {
  const first = await openDatabase({ dataDir: dir });
  try {
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `The data directory ${dir} is in use by another Livery server (pid ${process.pid})`,
    );
  } finally {
    await first.close();
  }
  expect(existsSync(lockFile())).toBe(false);
  (await lockDataDir(dir)).release(); // free again once closed
});

it('a lock whose holder is dead is taken over, also when the dead holder had our pid (a restarted container)', async () => {
  for (const stalePid of [deadPid(), process.pid]) {
    writeFileSync(lockFile(), `${stalePid}\n`);
    const lock = await lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  }
});

it('a live holder keeps its lock, and releasing never removes a lock that is not ours', async () => {
  writeFileSync(lockFile(), `${process.ppid}\n`);
  await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.ppid})`);
  expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.ppid));

  writeFileSync(lockFile(), '');
  const lock = await lockDataDir(dir);
  writeFileSync(lockFile(), `${process.ppid}\n`);
  lock.release();
  expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.ppid));
});
