import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { desktopFixture, heldDesktopFixture, heldJob, jobFixture } from '../../fixtures';
import { PartnerJobTables, PartnerJobsTable } from './PartnerJobsTable';

const actions = () => ({ onView: jest.fn(), onDelete: jest.fn(), onReview: jest.fn() });

const section = (name: string) => screen.getByRole('region', { name });
const row = (id: number) => document.querySelector(`tr[data-job="${id}"]`) as HTMLElement;

test('jobs are grouped into running, pending, error and done, each with its count', () => {
  renderUi(<PartnerJobTables desktop={desktopFixture} {...actions()} />);
  const titles = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
  expect(titles).toEqual(['Running', 'Pending', 'Error', 'Done']);
  expect(within(section('Running')).getByTestId('section-count').textContent).toBe('2 jobs');
  expect(within(section('Pending')).getByTestId('section-count').textContent).toBe('1 job');
  for (const [name, ids] of [
    ['Running', [10, 11]],
    ['Pending', [12]],
    ['Error', [9]],
    ['Done', [8]],
  ] as const) {
    const rows = [...section(name).querySelectorAll('tr[data-job]')];
    expect(rows.map((r) => Number(r.getAttribute('data-job')))).toEqual(ids);
  }
});

test('status badges in the status colour; partner, task, method, counters and last change in the row', () => {
  renderUi(<PartnerJobTables desktop={desktopFixture} {...actions()} />);
  for (const [id, status] of [
    [10, 'running'],
    [12, 'pending'],
    [9, 'error'],
    [8, 'done'],
  ] as const)
    expect(row(id).querySelector(`[data-status="${status}"].mantine-Badge-root`)).toBeTruthy();
  const done = within(row(8));
  expect(done.getByText('Done')).toBeTruthy();
  expect(done.getByText('Demo supplier')).toBeTruthy();
  expect(done.getByText('Nightly products')).toBeTruthy();
  expect(done.getByText('Import products')).toBeTruthy(); // the method, translated
  expect(done.getByText('1,200')).toBeTruthy(); // read, in the interface language
  expect(done.getByText('1,150')).toBeTruthy(); // unchanged
  expect(done.getByText(/^\d\d\.\d\d\.2026 \d\d:\d\d$/)).toBeTruthy();
});

test('a task named after its method reads as the method’s label, whole (not cut)', () => {
  const job = desktopFixture.done[0];
  const named = { ...job, partnerTask: { ...job.partnerTask, name: 'importProducts' } };
  renderUi(<PartnerJobTables desktop={{ ...desktopFixture, done: [named] }} {...actions()} />);
  const cells = within(row(8)).getAllByText('Import products');
  expect(cells).toHaveLength(2); // the task and the method
  expect(within(row(8)).queryByText('importProducts')).toBeNull();
  for (const cell of cells) expect(cell.closest('td')?.className).not.toContain('ellipsis');
});

test('delete only on running and pending rows; view on every row', () => {
  const a = actions();
  renderUi(<PartnerJobTables desktop={desktopFixture} {...a} />);
  for (const id of [10, 12])
    expect(within(row(id)).getByRole('button', { name: `Delete job ${id}` })).toBeTruthy();
  for (const id of [9, 8]) expect(within(row(id)).queryByRole('button', { name: /^Delete/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Delete job 12' }));
  expect(a.onDelete).toHaveBeenCalledWith(desktopFixture.pending[0]);
  fireEvent.click(screen.getByRole('button', { name: 'Log of job 8' }));
  expect(a.onView).toHaveBeenCalledWith(desktopFixture.done[0]);
});

test('a running job shows its progress: a percentage when the size is known, else a moving bar; stopping and attempts', () => {
  renderUi(<PartnerJobTables desktop={desktopFixture} {...actions()} />);
  const known = within(row(10));
  expect(known.getByText('25%')).toBeTruthy();
  expect(known.queryByTestId('stopping')).toBeNull();
  const stopping = within(row(11));
  expect(stopping.getByTestId('job-progress').getAttribute('data-indeterminate')).toBe('true');
  expect(stopping.getByTestId('stopping').textContent).toBe('Stopping');
  expect(stopping.getByTestId('attempts').textContent).toBe('Attempt 2 of 3');
  // a stopping job is being deleted already
  expect((stopping.getByRole('button', { name: 'Delete job 11' }) as HTMLButtonElement).disabled).toBe(true);
  // no bar on jobs that do not run
  expect(within(row(12)).queryByTestId('job-progress')).toBeNull();
});

test('an error row shows the translated error under it, cut, with the full text on hover', () => {
  renderUi(<PartnerJobTables desktop={desktopFixture} {...actions()} />);
  const text = desktopFixture.error[0].error as string;
  const errors = within(section('Error')).getAllByTestId('job-error');
  expect(errors).toHaveLength(1);
  expect(within(errors[0]).getByText(text).getAttribute('title')).toBe(text);
  expect(within(errors[0]).getByText(text).getAttribute('data-line-clamp')).toBe('true');
  expect(within(section('Done')).queryByTestId('job-error')).toBeNull();
});

test('an empty table says so in one muted line', () => {
  renderUi(<PartnerJobsTable status="running" rows={[]} {...actions()} />);
  expect(screen.getByText('Nothing to show')).toBeTruthy();
  expect(screen.getByTestId('section-count').textContent).toBe('0 jobs');
});

test('a job on its first attempt says nothing of attempts', () => {
  renderUi(<PartnerJobsTable status="done" rows={[jobFixture()]} {...actions()} />);
  expect(screen.queryByTestId('attempts')).toBeNull();
});

test('"Needs review" shows only when imports are held: above the error table, orange, each row with Review', () => {
  const { unmount } = renderUi(<PartnerJobTables desktop={desktopFixture} {...actions()} />);
  // nothing held: no group, no empty table for it
  expect(screen.queryByRole('region', { name: 'Needs review' })).toBeNull();
  expect(screen.queryByTestId('held-help')).toBeNull();
  unmount();

  const a = actions();
  renderUi(<PartnerJobTables desktop={heldDesktopFixture} {...a} />);
  const titles = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
  expect(titles).toEqual(['Running', 'Pending', 'Needs review', 'Error', 'Done']);
  const held = within(section('Needs review'));
  expect(held.getByTestId('section-count').textContent).toBe('1 job');
  // in its own colour: the count and the row's status badge are orange
  expect(held.getByTestId('section-count').getAttribute('style')).toContain('orange');
  const badge = row(14).querySelector('[data-status="held"].mantine-Badge-root') as HTMLElement;
  expect(badge.textContent).toBe('Held');
  expect(badge.getAttribute('style')).toContain('orange');
  expect(held.getByTestId('held-help').textContent).toMatch(/^The import guard stopped these runs/);
  // Review opens the diff; the log is there too; a held job is not deleted from here
  fireEvent.click(within(row(14)).getByRole('button', { name: 'Review job 14' }));
  expect(a.onReview).toHaveBeenCalledWith(heldJob);
  expect(within(row(14)).getByRole('button', { name: 'Log of job 14' })).toBeTruthy();
  expect(within(row(14)).queryByRole('button', { name: /^Delete/ })).toBeNull();
  // only held rows can be reviewed
  expect(screen.getAllByRole('button', { name: /^Review job/ })).toHaveLength(1);
});

test('without a review handler a held row has no Review icon', () => {
  renderUi(<PartnerJobTables desktop={heldDesktopFixture} onView={jest.fn()} onDelete={jest.fn()} />);
  expect(section('Needs review')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Review job/ })).toBeNull();
});
