import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Nothing the server or a command writes may be read or written by other users (docs/security.md "Data folder"). */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Entry points that open the embedded store call this first: every file and folder the process
 * creates from then on is owner-only (0600 files, 0700 folders), the data folder included.
 */
export function restrictNewFiles() {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Makes the data folder owner-only (docs/security.md "Data folder"): creates it 0700, and takes the
 * group and other permissions off everything already in it (the store's files hold the JWT secret and
 * password hashes, in its write-ahead log too). Symbolic links are left alone, never followed.
 * Returns how many entries had to be changed (the caller warns when it is more than none).
 */
export function secureDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let fixed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & 0o700);
      fixed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dataDir);
  return fixed;
}
