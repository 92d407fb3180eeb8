import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes .br and .gz beside every compressible file of the web build, so the server sends them as is. */
const root = process.argv[2] ?? 'apps/web/build/client';
const compressible = /\.(html|js|css|svg|json|txt|xml|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (compressible.test(name) && statSync(full).size > 512) {
      const data = readFileSync(full);
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${full}.br`, br);
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      files++;
      before += data.length;
      after += br.length;
    }
  }
}

walk(root);
console.log(
  `compressed ${files} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`,
);
