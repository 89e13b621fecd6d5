import { JobDesktopSearchSchema, useJobDesktopSearch, type JobDesktopSearch } from '@feedhub/api-client';

/** The export desktop (SPEC §2 route `exportDesktop`). */
export const exportDesktopPath = '/export';

/** The export desktop's URL state: the pages of its error and done tables and the open log. */
export const ExportDesktopSearchSchema = JobDesktopSearchSchema;
/** The export desktop's URL values. */
export type ExportDesktopSearch = JobDesktopSearch;

/** The export desktop's URL state (@feedhub/api-client's useJobDesktopSearch). */
export const useExportDesktopSearch = () => useJobDesktopSearch(ExportDesktopSearchSchema);
