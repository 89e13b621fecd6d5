#!/usr/bin/env node
// Feed preview from the command line: the same previewFeed the partner form calls.
//   npm run feed -- preview <url-or-file> --class <adapter> [--params <json-file>] [--limit N]
//                          [--allow-network <ip/cidr>]... [--locale en|et]
// Records go to stdout as JSON lines; warnings and the summary go to stderr. Exit 0 when the feed was read
// to its end, 1 when it could not be, 2 for a wrong command.
//   npm run feed -- check <folder> [--class <adapter>] [--locale en|et] [--json]
// Every feed of a folder through the preview (with <file>.params.json beside it when present, the class
// given or guessed from the content): one table row per file on stdout (Markdown, or JSON lines with
// --json). Exit 0 when every feed was read to its end, 1 when one was not.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LOCALES } from '@feedhub/contracts';
import { z } from 'zod';
import { FEED_CLASS_NAMES } from './adapters/registry';
import { checkFeedFolder, checkTable } from './check';
import { feedMessage } from './messages';
import { previewFeed } from './preview';

const USAGE = [
  `Usage: npm run feed -- preview <url-or-file> --class <${FEED_CLASS_NAMES.join('|')}> [--params <json-file>] [--limit N] [--allow-network <ip/cidr>] [--locale en|et]`,
  `       npm run feed -- check <folder> [--class <${FEED_CLASS_NAMES.join('|')}>] [--locale en|et] [--json]`,
].join('\n');

const CheckArgsSchema = z.object({
  command: z.literal('check'),
  folder: z.string().min(1),
  className: z.enum(FEED_CLASS_NAMES).optional(),
  locale: z.enum(LOCALES).default('en'),
  json: z.boolean().default(false),
});

const ArgsSchema = z.object({
  command: z.literal('preview'),
  location: z.string().min(1),
  className: z.enum(FEED_CLASS_NAMES),
  paramsFile: z.string().optional(),
  limit: z.coerce.number().int().min(0).default(20),
  allowNetwork: z.array(z.string()).default([]),
  locale: z.enum(LOCALES).default('en'),
});

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function readCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      class: { type: 'string' },
      params: { type: 'string' },
      limit: { type: 'string' },
      'allow-network': { type: 'string', multiple: true },
      locale: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
}

async function main(argv: string[]): Promise<number> {
  let command: ReturnType<typeof readCommandLine>;
  try {
    command = readCommandLine(argv);
  } catch (error) {
    // Unknown options, an option without its value, `--limit -1` (a value that looks like an option).
    usage(`Invalid arguments: ${(error as Error).message}`);
  }
  const { values, positionals } = command;
  if (positionals[0] === 'check') return check(values, positionals);
  const parsed = ArgsSchema.safeParse({
    command: positionals[0],
    location: positionals[1],
    className: values.class,
    paramsFile: values.params,
    limit: values.limit,
    allowNetwork: values['allow-network'],
    locale: values.locale,
  });
  if (!parsed.success)
    usage(
      `Invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ')}`,
    );
  const args = parsed.data;
  let params: unknown = {};
  if (args.paramsFile) {
    try {
      params = JSON.parse(readFileSync(args.paramsFile, 'utf8'));
    } catch (error) {
      usage(`Cannot read params from ${args.paramsFile}: ${(error as Error).message}`);
    }
  }
  const { warnings, summary } = await previewFeed({
    className: args.className,
    params,
    location: args.location,
    limit: args.limit,
    source: { allowFiles: true, allowedNetworks: args.allowNetwork },
    onRecord: (record) => process.stdout.write(`${JSON.stringify(record)}\n`),
  });
  for (const warning of warnings) process.stderr.write(`warning: ${feedMessage(args.locale, warning)}\n`);
  if (summary.warnings > warnings.length)
    process.stderr.write(`… ${summary.warnings - warnings.length} more warnings\n`);
  process.stderr.write(
    `${JSON.stringify({ summary: { ...summary, error: summary.error ? { ...summary.error, message: feedMessage(args.locale, summary.error) } : null } })}\n`,
  );
  return summary.complete ? 0 : 1;
}

/** Issues of a command line as one line. */
const issuesText = (issues: readonly z.core.$ZodIssue[]) =>
  `Invalid arguments: ${issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ')}`;

async function check(
  values: ReturnType<typeof readCommandLine>['values'],
  positionals: string[],
): Promise<number> {
  const parsed = CheckArgsSchema.safeParse({
    command: positionals[0],
    folder: positionals[1],
    className: values.class,
    locale: values.locale,
    json: values.json,
  });
  if (!parsed.success) usage(issuesText(parsed.error.issues));
  const { folder, className, locale, json } = parsed.data;
  let rows: Awaited<ReturnType<typeof checkFeedFolder>>;
  try {
    rows = await checkFeedFolder(folder, {
      className,
      locale,
      onRow: json ? (row) => process.stdout.write(`${JSON.stringify(row)}\n`) : undefined,
    });
  } catch (error) {
    usage(`Cannot read the folder ${folder}: ${(error as Error).message}`);
  }
  if (!json) process.stdout.write(`${checkTable(rows)}\n`);
  return rows.every((row) => row.complete) ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
