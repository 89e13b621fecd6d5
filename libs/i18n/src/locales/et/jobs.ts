/** Estonian texts of job log lines, job statuses and error notices (keys written by workers and the jobs service). */
export const jobs: Record<string, string> = {
  status_pending: 'Ootel',
  status_running: 'Töös',
  status_done: 'Valmis',
  status_error: 'Viga',
};
