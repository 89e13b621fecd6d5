import type { Stats } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Extensions worth compressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.html', '.txt']);
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;
/** Files compressed at once (zlib runs on libuv's thread pool, four threads by default). */
const PARALLEL = 4;

/** The compressed forms of one file, for the version (size, mtime) they were made from. */
export interface CompressedFile {
  /** Size of the plain file they were made from. */
  size: number;
  /** Its modification time. */
  mtimeMs: number;
  /** gzip bytes, when smaller than the plain file. */
  gzip?: Buffer;
  /** Brotli bytes, when smaller than gzip. */
  br?: Buffer;
}

/**
 * Built files compressed ahead of time, never on the request path: once when the gateway starts,
 * in memory, for every compressible file of the shell and the remotes. Start time rather than build
 * time because the gateway then serves any dist folder as it is (a remote deployed on its own, a
 * read-only image) with nothing to keep in step beside each file; it costs about 0.3 s of CPU per MB of
 * bundle, on zlib's thread pool, once per process. Brotli at quality 9: quality 11 is ~8× slower for
 * ~10% less. Source maps are left out at start (only devtools fetch them). A file that is not in
 * the store, or changed since (a rebuild while running, a new test report), is sent plain and
 * compressed in the background for the next request.
 */
export class PrecompressedFiles {
  private files = new Map<string, CompressedFile>();
  private pending = new Set<string>();

  /** Compresses every compressible file under `dirs` (missing folders are skipped). */
  async build(dirs: string[], skipExtensions: string[] = ['.map']): Promise<number> {
    const files: string[] = [];
    for (const dir of dirs) await walk(dir, files);
    const todo = files.filter((f) => COMPRESSIBLE.has(extname(f)) && !skipExtensions.includes(extname(f)));
    for (let i = 0; i < todo.length; i += PARALLEL) {
      await Promise.all(todo.slice(i, i + PARALLEL).map((file) => this.compress(file)));
    }
    return this.files.size;
  }

  /** The compressed forms of `file` if they match its current version; else schedules them. */
  lookup(file: string, info: Stats): CompressedFile | undefined {
    if (!COMPRESSIBLE.has(extname(file)) || info.size < MIN_BYTES) return undefined;
    const hit = this.files.get(file);
    if (hit && hit.size === info.size && hit.mtimeMs === info.mtimeMs) return hit;
    if (!this.pending.has(file)) {
      this.pending.add(file);
      void this.compress(file).finally(() => this.pending.delete(file));
    }
    return undefined;
  }

  /** Compresses one file and stores the result (a file that vanished or fails is left out). */
  private async compress(file: string): Promise<void> {
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size < MIN_BYTES) return;
      const plain = await readFile(file);
      const [gz, br] = await Promise.all([
        gzipAsync(plain, { level: 9 }),
        brotliAsync(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
      ]);
      const entry: CompressedFile = { size: info.size, mtimeMs: info.mtimeMs };
      if (gz.length < plain.length) entry.gzip = gz;
      if (br.length < (entry.gzip ?? plain).length) entry.br = br;
      this.files.set(file, entry);
    } catch {
      this.files.delete(file);
    }
  }
}

/** Every file under `dir`, recursively (symbolic links are not followed). */
async function walk(dir: string, out: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
}
