import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A JSON file's content, or undefined when it is missing or unreadable (a state file from an older build). */
export async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Files under `dir` (recursively), relative with forward slashes, sorted; [] when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A content hash of files and folders: each file's path and bytes, in a fixed order. `skip` leaves files out by
 * their path relative to the folder given (for example tests, which never reach a bundle).
 */
export async function hashPaths(paths: string[], skip: (relative: string) => boolean = () => false): Promise<string> {
  const hash = createHash('sha256');
  for (const target of paths) {
    const stat = await fs.stat(target).catch(() => undefined);
    hash.update(`${target}\0${stat ? (stat.isDirectory() ? 'dir' : 'file') : 'missing'}\0`);
    if (!stat) continue;
    const files = stat.isDirectory() ? (await listFiles(target)).filter((f) => !skip(f)) : [''];
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(await fs.readFile(path.join(target, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

export function hashStrings(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part}\0`);
  return hash.digest('hex');
}

/** Tests and snapshots change no build output. */
export const isTestFile = (relative: string): boolean => /\.test\.[jt]sx?$|__snapshots__\//.test(relative);
