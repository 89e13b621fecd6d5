import { join } from 'node:path';
import type { FeedClassName } from './adapters/registry';

/** Folder of the demo and test feeds (one level above src/ and dist/ alike). */
const FIXTURES = join(__dirname, '..', 'fixtures');

/** Demo feeds written for Feedhub: one per adapter and preset, in several encodings, with the usual quirks. */
export const DEMO_FEEDS: readonly {
  file: string;
  className: FeedClassName;
  paramsFile: string | null;
  encoding: string;
}[] = [
  { file: 'demo-xml.xml', className: 'xml', paramsFile: 'demo-xml.params.json', encoding: 'UTF-8' },
  {
    file: 'demo-xml-1257.xml',
    className: 'xml',
    paramsFile: 'demo-xml-1257.params.json',
    encoding: 'windows-1257',
  },
  { file: 'demo-csv.csv', className: 'csv', paramsFile: 'demo-csv.params.json', encoding: 'UTF-8 with BOM' },
  {
    file: 'demo-csv-iso885913.csv',
    className: 'csv',
    paramsFile: 'demo-csv-iso885913.params.json',
    encoding: 'ISO-8859-13',
  },
  { file: 'demo-json.json', className: 'json', paramsFile: 'demo-json.params.json', encoding: 'UTF-8' },
  { file: 'demo-ndjson.ndjson', className: 'json', paramsFile: 'demo-ndjson.params.json', encoding: 'UTF-8' },
  { file: 'demo-google-rss.xml', className: 'google-merchant', paramsFile: null, encoding: 'UTF-8' },
  { file: 'demo-google-atom.xml', className: 'google-merchant', paramsFile: null, encoding: 'UTF-16LE' },
  { file: 'demo-google.tsv', className: 'google-merchant', paramsFile: null, encoding: 'UTF-8' },
  { file: 'demo-bmecat.xml', className: 'bmecat', paramsFile: null, encoding: 'windows-1252' },
];

/** Absolute path of a demo or test feed file (`bad/…` for the hostile ones). */
export function demoFeedPath(file: string): string {
  return join(FIXTURES, file);
}
