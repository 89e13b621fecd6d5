import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import engine's modules import each other without a circle (type imports included: a type-only
 * circle still says that two modules own one thing). Every relative import and `export … from` of
 * the .ts files here is followed, into other folders of the service too, so a circle that leaves
 * this folder and comes back is found as well.
 */

const here = __dirname;
const src = resolve(here, '..');

/** The relative module specifiers of a file (imports, `export … from`, `import type`), as files. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .map((path) => [`${path}.ts`, join(path, 'index.ts'), path].find((candidate) => existsSync(candidate)))
    .filter((path): path is string => path !== undefined && path.endsWith('.ts'));
}

/** The circles a depth-first walk from the roots closes, each as its files (the first again at its end). */
function circlesFrom(roots: string[]): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf(file)) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const root of roots) if (!state.has(root)) visit(root);
  return circles;
}

test('no module of svc-catalog/src/imports is part of an import circle', () => {
  const files = readdirSync(here)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(here, name))
    .sort();
  expect(files.length).toBeGreaterThan(10);
  const circles = circlesFrom(files).map((circle) => circle.map((file) => relative(src, file)).join(' → '));
  expect(circles).toEqual([]);
});
