import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PivotDataError } from './errors';
import { PivotFileSchema, pivotFileProblem } from './format';
import { Pivot } from './pivot';

export const PIVOT_FILE_NAME = 'pivot-taxonomy.v1.json.gz';

/**
 * The package root (the folder of libs/suggest/package.json), found upwards from this module so the
 * same code reads data/ from src/ under jest and from dist/ at run time.
 */
function packageRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'data'))) return dir;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return join(__dirname, '..', '..');
}

/** Where the shipped pivot file lives. */
export function defaultPivotFile(): string {
  return join(packageRoot(), 'data', PIVOT_FILE_NAME);
}

/** Reads, checks and opens a pivot taxonomy file. Throws PivotDataError (one line) when it cannot. */
export function loadPivot(file: string = defaultPivotFile()): Pivot {
  let raw: Buffer;
  try {
    raw = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PivotDataError(
      file,
      code === 'ENOENT' ? 'the file does not exist' : `cannot read it (${code ?? 'error'})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(gunzipSync(raw).toString('utf8'));
  } catch (error) {
    throw new PivotDataError(file, `not a gzipped JSON file (${(error as Error).message})`);
  }
  const parsed = PivotFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PivotDataError(
      file,
      `unexpected content at ${issue?.path.join('.') || 'the top'} (${issue?.message ?? 'invalid'})`,
    );
  }
  const problem = pivotFileProblem(parsed.data);
  if (problem) throw new PivotDataError(file, problem);
  return new Pivot(parsed.data);
}

let shared: Pivot | null = null;

/** The process-wide pivot from the shipped file, loaded on first use. */
export function pivot(): Pivot {
  shared ??= loadPivot();
  return shared;
}
