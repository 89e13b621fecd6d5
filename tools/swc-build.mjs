// Transpiles one Node package's src/ (TypeScript) to dist/ (CommonJS) with swc.
// Type checking is separate (`npm run typecheck`); this only emits JavaScript, fast.
// Usage: run from the package directory (nx runs each package's `build` script there).
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { join, relative, dirname, extname } from 'node:path';

const pkgDir = process.cwd();
const srcDir = join(pkgDir, 'src');
const outDir = join(pkgDir, 'dist');

/** Lists every file under dir, recursively. */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return files.flat();
}

const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || f.includes(`${join('src', '__tests__')}`);

await rm(outDir, { recursive: true, force: true });
const files = (await walk(srcDir)).filter((f) => !isTest(f));
await Promise.all(
  files.map(async (file) => {
    const rel = relative(srcDir, file);
    const ext = extname(file);
    if (ext === '.ts' || ext === '.tsx') {
      if (file.endsWith('.d.ts')) return;
      const out = join(outDir, rel.replace(/\.tsx?$/, '.js'));
      const { code, map } = await transformFile(file, {
        jsc: {
          parser: { syntax: 'typescript', tsx: ext === '.tsx' },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
        sourceMaps: true,
      });
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map`);
      if (map) await writeFile(`${out}.map`, map);
    } else {
      const out = join(outDir, rel);
      await mkdir(dirname(out), { recursive: true });
      await copyFile(file, out);
    }
  }),
);
console.log(`built ${relative(process.cwd() + '/..', pkgDir) || pkgDir}: ${files.length} files`);
