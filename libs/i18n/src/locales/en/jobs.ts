/** English texts of job log lines, job statuses and error notices (keys written by workers and the jobs service). */
export const jobs: Record<string, string> = {
  status_pending: 'Pending',
  status_running: 'Running',
  status_done: 'Done',
  status_error: 'Error',
};
