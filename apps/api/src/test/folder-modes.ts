import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Test only. Every entry under a folder with its permission bits, e.g. `./pglite/base/1: 600`. */
export function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = {};
  const visit = (path: string, name: string) => {
    const stat = statSync(path);
    modes[name] = (stat.mode & 0o777).toString(8);
    if (stat.isDirectory())
      for (const child of readdirSync(path)) visit(join(path, child), `${name}/${child}`);
  };
  visit(root, '.');
  return modes;
}

/** The entries of `modesUnder` that someone other than the owner may read, write or enter. */
export const openToOthers = (modes: Record<string, string>) =>
  Object.entries(modes).filter(([, mode]) => !/^[67]00$/.test(mode));

/** The regular files of `modesUnder(root)` whose mode is not 0600. */
export const filesNot600 = (root: string, modes: Record<string, string>) =>
  Object.entries(modes).filter(([name, mode]) => statSync(join(root, name)).isFile() && mode !== '600');
