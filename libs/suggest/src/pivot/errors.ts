/** The pivot taxonomy file is missing or unusable: the service must not start on it. */
export class PivotDataError extends Error {
  constructor(
    readonly file: string,
    why: string,
  ) {
    super(
      `Pivot taxonomy data missing or corrupt at ${file}: ${why.replace(/\s+/g, ' ').trim()}. ` +
        'Rebuild it with node tools/compact-taxonomy.mjs',
    );
    this.name = 'PivotDataError';
  }
}
