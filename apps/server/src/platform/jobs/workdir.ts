import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const SEP = '__';

/**
 * A private work folder for one job run, named after this host and process so that a later start can tell
 * the folders of crashed processes (whose jobs are picked up again and get new folders) from live ones.
 */
export async function makeWorkDir(root: string, label: string): Promise<string> {
  await fsp.mkdir(root, { recursive: true });
  return fsp.mkdtemp(path.join(root, `${label}${SEP}${os.hostname()}${SEP}${process.pid}${SEP}`));
}

/** Whether a process of this host with this id is running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes work folders left by dead processes of this host. Answers how many went. */
export async function sweepStaleWorkDirs(root: string): Promise<number> {
  let entries: string[];
  try {
    entries = await fsp.readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of entries) {
    const parts = name.split(SEP);
    if (parts.length !== 4 || parts[1] !== os.hostname()) continue;
    const pid = Number(parts[2]);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    await fsp.rm(path.join(root, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
