// The preview CLI as users run it: built from the current sources with the repository's build
// (tools/swc-build.mjs, what `npm run build` runs), started as a child process on the demo feeds, on bad
// feeds, with wrong arguments and on http URLs served by the test.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_FEEDS, demoFeedPath } from './demo-feeds';
import { FeedRecordSchema, type FeedRecord } from './record';
import { CANONICAL_KEYS, fixtureBytes, startServer, type TestServer } from './testing/feed-test-utils';

const ROOT = join(__dirname, '..', '..', '..');
/** The workspace packages the CLI loads at run time (their dist/ may be missing or stale: built here). */
const PACKAGES = ['icecat', 'contracts', 'i18n', 'feeds'];

let work = '';
let cliPath = '';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (async: the test's HTTP server must keep answering meanwhile). */
function run(command: string, args: string[], cwd: string, timeoutMs = 15_000): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_PATH: join(ROOT, 'node_modules') };
    delete env.NODE_OPTIONS;
    const child = spawn(command, args, { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not finish within ${timeoutMs} ms; stderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `feedhub-feed …`: the built cli.js, run from the repository root. */
const cli = (...args: string[]) => run(process.execPath, [cliPath, ...args], ROOT);

/** The JSON lines of stdout, as records. */
function recordsOf(result: CliRun): FeedRecord[] {
  return result.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as FeedRecord);
}

interface CliSummary {
  records: number;
  warnings: number;
  categories: number;
  attributes: number;
  brands: number;
  complete: boolean;
  error: { key: string; params: Record<string, string | number>; message: string } | null;
  seconds: number;
}

/** The summary: stderr's last line. */
function summaryOf(result: CliRun): CliSummary {
  const lines = result.stderr.trimEnd().split('\n');
  return (JSON.parse(lines[lines.length - 1]) as { summary: CliSummary }).summary;
}

/** The warning lines of stderr. */
const warningLines = (result: CliRun) => result.stderr.split('\n').filter((l) => l.startsWith('warning: '));

/** A params file in the work folder. */
function paramsFile(name: string, params: unknown): string {
  const file = join(work, name);
  writeFileSync(file, JSON.stringify(params));
  return file;
}

/** `preview <file> --class <c> [--params <demo params>]` for a demo feed. */
function demoArgs(file: string): string[] {
  const feed = DEMO_FEEDS.find((f) => f.file === file);
  if (!feed) throw new Error(`${file} is not a demo feed`);
  return [
    'preview',
    demoFeedPath(file),
    '--class',
    feed.className,
    ...(feed.paramsFile ? ['--params', demoFeedPath(feed.paramsFile)] : []),
  ];
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'feeds-cli-test-'));
  for (const name of PACKAGES) {
    const dir = join(work, 'node_modules', '@feedhub', name);
    mkdirSync(dir, { recursive: true });
    symlinkSync(join(ROOT, 'libs', name, 'src'), join(dir, 'src'), 'dir');
    copyFileSync(join(ROOT, 'libs', name, 'package.json'), join(dir, 'package.json'));
    const build = await run(process.execPath, [join(ROOT, 'tools', 'swc-build.mjs')], dir, 60_000);
    if (build.code !== 0) throw new Error(`building ${name} failed: ${build.stderr}`);
  }
  cliPath = join(work, 'node_modules', '@feedhub', 'feeds', 'dist', 'cli.js');
}, 90_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('feedhub-feed preview on the demo feeds', () => {
  /** Codes printed, and the first record's name (its non-ASCII letters show the decoding). */
  const expected: Record<string, { codes: string[]; firstName: string; warnings: number }> = {
    'demo-xml.xml': {
      codes: ['NB-1001', 'MON-2002', 'ACC-3003', 'CBL-4004'],
      firstName: 'Lenovo ThinkPad T14 Gen 5 & dock',
      warnings: 3,
    },
    'demo-xml-1257.xml': {
      codes: ['LV-501', 'EE-502', 'LT-503'],
      firstName: 'Ledusskapis Šķūnis 300 l',
      warnings: 0,
    },
    'demo-csv.csv': {
      codes: ['100200', '100201', '100202', '100204'],
      firstName: 'Maus "MX Master 3S"',
      warnings: 2,
    },
    'demo-csv-iso885913.csv': {
      codes: ['SYN-77001', 'SYN-77002', 'SYN-77003'],
      firstName: 'Sülearvuti ThinkPad E14, hõbe',
      warnings: 0,
    },
    'demo-json.json': {
      codes: ['J-1', 'J-2', 'J-3'],
      firstName: 'Samsung Galaxy Tab S9 128 GB',
      warnings: 1,
    },
    'demo-ndjson.ndjson': { codes: ['N-1', 'N-2', 'N-4'], firstName: 'Philips Hue White E27', warnings: 1 },
    'demo-google-rss.xml': {
      codes: ['G-100', 'G-101'],
      firstName: 'Bosch Serie 4 washing machine 8 kg',
      warnings: 0,
    },
    'demo-google-atom.xml': {
      codes: ['A-200', 'A-201'],
      firstName: 'Sony WH-1000XM5 headphones – black',
      warnings: 0,
    },
    'demo-google.tsv': { codes: ['T-300', 'T-301'], firstName: 'Garmin Forerunner 265', warnings: 0 },
    'demo-bmecat.xml': {
      codes: ['BME-1', 'BME-2', 'BME-3'],
      firstName: 'LED-Strahler Außen 20 W, weiß',
      warnings: 0,
    },
  };

  /** The runs start together (each CLI start costs a Node start-up): tests await their own. */
  const runs = new Map<string, Promise<CliRun>>();
  const demoRun = (file: string, ...extra: string[]): Promise<CliRun> => {
    const key = [file, ...extra].join(' ');
    const started = runs.get(key) ?? cli(...demoArgs(file), ...extra);
    runs.set(key, started);
    return started;
  };
  beforeAll(() => {
    for (const feed of DEMO_FEEDS) void demoRun(feed.file).catch(() => undefined);
    void demoRun('demo-csv.csv', '--locale', 'et').catch(() => undefined);
    void demoRun('demo-xml.xml', '--limit', '1').catch(() => undefined);
  });

  test('every demo feed is listed here', () => {
    expect(Object.keys(expected).sort()).toEqual(DEMO_FEEDS.map((f) => f.file).sort());
  });

  test.each(DEMO_FEEDS.map((f) => [f.file, f.className]))(
    '%s --class %s: exit 0, canonical JSON lines on stdout, the summary last on stderr',
    async (file) => {
      const result = await demoRun(file);
      const want = expected[file];
      expect({ code: result.code, summary: { ...summaryOf(result), seconds: 0 } }).toMatchObject({
        code: 0,
        summary: { records: want.codes.length, warnings: want.warnings, complete: true, error: null },
      });
      const records = recordsOf(result);
      expect(records.map((r) => r.code)).toEqual(want.codes);
      expect(records[0].name).toBe(want.firstName);
      for (const record of records) {
        expect(Object.keys(record)).toEqual([...CANONICAL_KEYS]);
        expect(FeedRecordSchema.parse(record)).toEqual(record);
      }
      expect(warningLines(result)).toHaveLength(want.warnings);
    },
  );

  test('the warnings are printed as sentences with their positions', async () => {
    const result = await demoRun('demo-xml.xml');
    expect(warningLines(result)).toEqual([
      'warning: EAN "not-an-ean" is not a valid GTIN (product 3, line 47)',
      'warning: Product without a code skipped (product 4, line 57)',
      'warning: Code "NB-1001" appears again (first at product 1); the repeat is skipped (product 5, line 61)',
    ]);
  });

  test('--locale et prints them in Estonian', async () => {
    const result = await demoRun('demo-csv.csv', '--locale', 'et');
    expect(result.code).toBe(0);
    expect(warningLines(result)).toEqual([
      'warning: Real 5 on 11 veergu 15 asemel; jäeti vahele (rida 5)',
      'warning: Koodita toode jäeti vahele (toode 4, rida 6)',
    ]);
  });

  test('--limit 1 prints one record; the summary counts the whole feed', async () => {
    const result = await demoRun('demo-xml.xml', '--limit', '1');
    expect(result.code).toBe(0);
    expect(recordsOf(result).map((r) => r.code)).toEqual(['NB-1001']);
    expect(summaryOf(result)).toMatchObject({
      records: 4,
      categories: 4,
      attributes: 7,
      brands: 4,
      complete: true,
    });
  });
});

describe('feedhub-feed preview on bad feeds: exit 1 with the error key', () => {
  const runs = new Map<string, Promise<CliRun>>();
  const badRun = (name: string) => runs.get(name) as Promise<CliRun>;
  beforeAll(() => {
    const params = paramsFile('xml.params.json', {
      itemPath: 'product',
      fields: { code: '@id', name: 'name' },
    });
    const start = (name: string, args: string[]) => {
      const started = cli(...args);
      started.catch(() => undefined);
      runs.set(name, started);
    };
    start('laughs', [
      'preview',
      demoFeedPath('bad/billion-laughs.xml'),
      '--class',
      'xml',
      '--params',
      params,
    ]);
    start('truncated', ['preview', demoFeedPath('bad/truncated.xml'), '--class', 'xml', '--params', params]);
    start('csv-as-xml', ['preview', demoFeedPath('demo-csv.csv'), '--class', 'xml', '--params', params]);
    start('missing', ['preview', join(work, 'nope.xml'), '--class', 'google-merchant']);
  });

  test('billion laughs: nothing printed, feed_xml_entity with its message', async () => {
    const result = await badRun('laughs');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const summary = summaryOf(result);
    expect(summary).toMatchObject({ records: 0, complete: false, error: { key: 'feed_xml_entity' } });
    expect(summary.error?.message).toMatch(
      /^The XML uses or declares entities .*entity expansion is disabled/,
    );
  });

  test('truncated.xml: the record before the cut is printed, then feed_truncated with the line', async () => {
    const result = await badRun('truncated');
    expect(result.code).toBe(1);
    expect(recordsOf(result).map((r) => [r.code, r.name])).toEqual([['1', 'One']]);
    expect(summaryOf(result)).toMatchObject({
      records: 1,
      complete: false,
      error: {
        key: 'feed_truncated',
        params: { reason: 'the document stops inside markup or text' },
        message:
          'The feed ends too early (the document stops inside markup or text): the file is cut off, nothing after this point was read (line 4:35)',
      },
    });
  });

  test('a CSV read as XML: feed_wrong_format naming csv', async () => {
    const result = await badRun('csv-as-xml');
    expect(result.code).toBe(1);
    expect(summaryOf(result).error).toMatchObject({
      key: 'feed_wrong_format',
      params: { found: 'CSV', expected: 'XML', className: 'csv' },
      message: 'This feed is CSV, not XML: choose the class csv (line 1)',
    });
  });

  test('a file that does not exist: feed_file_not_found', async () => {
    const result = await badRun('missing');
    expect(result.code).toBe(1);
    expect(summaryOf(result).error).toMatchObject({
      key: 'feed_file_not_found',
      params: { path: join(work, 'nope.xml') },
    });
  });
});

describe('feedhub-feed with a wrong command: exit 2 and the usage', () => {
  const cases: [string, string[]][] = [
    ['no arguments', []],
    ['no location', ['preview', '--class', 'xml']],
    ['no class', ['preview', 'feed.xml']],
    ['an unknown class', ['preview', 'feed.xml', '--class', 'yaml']],
    ['another command', ['import', 'feed.xml', '--class', 'xml']],
    ['a negative limit', ['preview', 'feed.xml', '--class', 'xml', '--limit=-1']],
    ['a limit that is not a number', ['preview', 'feed.xml', '--class', 'xml', '--limit', 'ten']],
    ['an unknown locale', ['preview', 'feed.xml', '--class', 'xml', '--locale', 'de']],
  ];
  const runs = new Map<string, Promise<CliRun>>();
  beforeAll(() => {
    for (const [label, args] of cases) {
      const started = cli(...args);
      started.catch(() => undefined);
      runs.set(label, started);
    }
  });

  test.each(cases)('%s', async (label) => {
    const result = await (runs.get(label) as Promise<CliRun>);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^Invalid arguments: /);
    expect(result.stderr).toContain(
      'Usage: npm run feed -- preview <url-or-file> --class <xml|csv|json|google-merchant|bmecat>',
    );
  });

  test('a params file that does not exist or is not JSON', async () => {
    const missing = await cli('preview', 'feed.xml', '--class', 'xml', '--params', join(work, 'none.json'));
    const broken = join(work, 'broken.json');
    writeFileSync(broken, '{ itemPath: product');
    const invalid = await cli('preview', 'feed.xml', '--class', 'xml', '--params', broken);
    expect([missing.code, invalid.code]).toEqual([2, 2]);
    expect(missing.stderr).toContain(`Cannot read params from ${join(work, 'none.json')}`);
    expect(invalid.stderr).toContain(`Cannot read params from ${broken}`);
  });

  test('options the argument parser refuses (unknown, value missing, value starting with a dash)', async () => {
    const feed = demoFeedPath('demo-google.tsv');
    const results = await Promise.all([
      cli('preview', feed, '--class', 'google-merchant', '--bogus'),
      cli('preview', feed, '--class'),
      cli('preview', feed, '--class', 'google-merchant', '--limit', '-1'),
    ]);
    expect(results.map((r) => r.code)).toEqual([2, 2, 2]);
    for (const result of results) {
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('Usage: npm run feed -- preview');
    }
  });
});

describe('feedhub-feed check <folder>', () => {
  test('a table row per feed: class guessed, params beside it, warnings by kind, the fatal error', async () => {
    const folder = join(work, 'check');
    mkdirSync(folder);
    writeFileSync(join(folder, 'prices.csv'), 'Nr;Name\nA1;Bohrer\nA1;Bohrer\n');
    writeFileSync(
      join(folder, 'prices.params.json'),
      JSON.stringify({ fields: { code: 'Nr', name: 'Name' } }),
    );
    writeFileSync(join(folder, 'cut.xml'), '<BMECAT><T_NEW_CATALOG><ARTICLE><SUPPLIER_AID>A1');
    const result = await cli('check', folder);
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\| file \| class \| params \| records \| warnings \| warnings by kind \|/);
    expect(lines[2]).toMatch(
      /^\| cut\.xml \| bmecat \(guessed\) \| – \| 0 \| 0 \| – \|.*The feed ends too early/,
    );
    expect(lines[3]).toMatch(
      /^\| prices\.csv \| csv \(guessed\) \| yes \| 1 \| 1 \| duplicate_code 1 \|.*\| – \|$/,
    );
    const json = await cli('check', folder, '--json', '--class', 'csv');
    expect(
      json.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).className),
    ).toEqual(['csv', 'csv']);
    const missing = await cli('check', join(work, 'no-such-folder'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read the folder');
  });
});

describe('feedhub-feed preview on http URLs served by the test', () => {
  let server: TestServer;
  const headers = new Map<string, http.IncomingHttpHeaders>();
  const runs = new Map<string, Promise<CliRun>>();
  const httpRun = (name: string) => runs.get(name) as Promise<CliRun>;
  const LOCAL = ['--allow-network', '127.0.0.1/32'];

  beforeAll(async () => {
    server = await startServer((req, res) => {
      const path = req.url ?? '';
      headers.set(path, req.headers);
      if (path === '/feeds/demo-xml.xml' || path === '/feeds/forbidden.xml') {
        res.writeHead(200, { 'Content-Type': 'application/xml' });
        res.end(fixtureBytes('demo-xml.xml'));
      } else if (path === '/feeds/google.xml') {
        res.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Encoding': 'gzip' });
        res.end(gzipSync(fixtureBytes('demo-google-rss.xml')));
      } else if (path === '/feeds/cut.csv') {
        const body = fixtureBytes('demo-csv.csv');
        res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': body.length });
        res.write(body.subarray(0, 300), () => setTimeout(() => res.socket?.destroy(), 20));
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not here');
      }
    });
    const start = (name: string, args: string[]) => {
      const started = cli(...args);
      started.catch(() => undefined);
      runs.set(name, started);
    };
    const xmlParams = ['--params', demoFeedPath('demo-xml.params.json')];
    start('plain', ['preview', `${server.url}/feeds/demo-xml.xml`, '--class', 'xml', ...xmlParams, ...LOCAL]);
    start('gzip', ['preview', `${server.url}/feeds/google.xml`, '--class', 'google-merchant', ...LOCAL]);
    start('forbidden', ['preview', `${server.url}/feeds/forbidden.xml`, '--class', 'xml', ...xmlParams]);
    start('404', ['preview', `${server.url}/feeds/missing.xml`, '--class', 'google-merchant', ...LOCAL]);
    const csvParams = ['--params', demoFeedPath('demo-csv.params.json')];
    start('cut', ['preview', `${server.url}/feeds/cut.csv`, '--class', 'csv', ...csvParams, ...LOCAL]);
  });
  afterAll(async () => {
    await Promise.allSettled(runs.values());
    await server.close();
  });

  test('a plain response, with 127.0.0.1/32 allowed', async () => {
    const result = await httpRun('plain');
    expect(result.code).toBe(0);
    expect(recordsOf(result).map((r) => r.code)).toEqual(['NB-1001', 'MON-2002', 'ACC-3003', 'CBL-4004']);
    expect(summaryOf(result)).toMatchObject({ records: 4, warnings: 3, complete: true, error: null });
    expect(server.requests).toContain('/feeds/demo-xml.xml');
  });

  test('a gzip-encoded response is decompressed', async () => {
    const result = await httpRun('gzip');
    expect(result.code).toBe(0);
    expect(recordsOf(result).map((r) => [r.code, r.name, r.price, r.currency])).toEqual([
      ['G-100', 'Bosch Serie 4 washing machine 8 kg', '449', 'EUR'],
      ['G-101', 'Miele Complete C3 vacuum cleaner', '289.9', 'EUR'],
    ]);
    expect(summaryOf(result)).toMatchObject({ records: 2, complete: true });
    expect(String(headers.get('/feeds/google.xml')?.['accept-encoding'])).toContain('gzip');
  });

  test('without --allow-network the local address is refused: feed_url_forbidden, nothing requested', async () => {
    const result = await httpRun('forbidden');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(summaryOf(result).error?.key).toBe('feed_url_forbidden');
    expect(server.requests).not.toContain('/feeds/forbidden.xml');
  });

  test('a 404: feed_http_status', async () => {
    const result = await httpRun('404');
    expect(result.code).toBe(1);
    expect(summaryOf(result).error).toMatchObject({ key: 'feed_http_status', params: { status: 404 } });
  });

  test('a response cut off mid-body: exit 1 with feed_truncated, not a complete preview', async () => {
    const result = await httpRun('cut');
    expect(result.code).toBe(1);
    expect(summaryOf(result)).toMatchObject({ complete: false, error: { key: 'feed_truncated' } });
  });
});
