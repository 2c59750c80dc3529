import fs from 'node:fs';
import path from 'node:path';

/** Mode of every folder in the data folder: owner only (the WAL holds password hashes). */
export const DATA_DIR_MODE = 0o700;
/** Mode of every file in the data folder. */
export const DATA_FILE_MODE = 0o600;

/**
 * Makes the data folder private to the server's user: creates `dataDir` (mode 0700) if
 * missing, then walks the existing tree and sets folders to 0700 and files to 0600 where they differ
 * (data folders of earlier versions were 0755 with 0666 files). Symbolic links are left alone, and so is
 * what they point to (tests link the read-only fixtures). Returns how many entries were changed. New files
 * are private through the process umask (0o077, set by server.ts before anything is created).
 */
export function secureDataDir(dataDir: string): number {
  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  let changed = 0;
  const fix = (target: string, stat: fs.Stats, mode: number) => {
    if ((stat.mode & 0o777) === mode) return;
    fs.chmodSync(target, mode);
    changed += 1;
  };
  const walk = (dir: string) => {
    fix(dir, fs.lstatSync(dir), DATA_DIR_MODE);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile()) fix(target, fs.lstatSync(target), DATA_FILE_MODE);
    }
  };
  walk(dataDir);
  return changed;
}
