import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderUi } from '@feedhub/ui/testing';
import { runningFixture } from '../../fixtures';
import { RunningJobs } from './RunningJobs';

const row = (id: number) => document.querySelector(`tr[data-job="${id}"]`) as HTMLElement;

test('each running job: what it runs, its kind and task, its partner, its progress; a system job has no partner', () => {
  renderUi(
    <MemoryRouter>
      <RunningJobs
        canOpenPartnerDesktop={false}
        rows={[
          runningFixture(),
          runningFixture({
            id: 11,
            kind: 'system',
            methodName: 'syncPim',
            methodTrans: 'Sync with PIM',
            partner: null,
            task: null,
            progress: { ...runningFixture().progress, bytesTotal: null },
          }),
        ]}
      />
    </MemoryRouter>,
  );
  const imports = within(row(10));
  expect(imports.getByText('#10 · Import · Nightly products')).toBeTruthy();
  // without partnerDesktop the partner is no link
  expect(imports.getByText('Demo supplier').closest('a')).toBeNull();
  expect(imports.getByText('25%')).toBeTruthy();
  const sync = within(row(11));
  expect(sync.getByText('Sync with PIM')).toBeTruthy();
  expect(sync.getByText('#11 · System')).toBeTruthy();
  expect(sync.getByText('–')).toBeTruthy();
  expect(sync.getByTestId('job-progress').getAttribute('data-indeterminate')).toBe('true');
});

test('a running export shows the counters of an export (sent, created, updated, refused, skipped), not an import’s', () => {
  renderUi(
    <MemoryRouter>
      <RunningJobs
        canOpenPartnerDesktop
        rows={[
          runningFixture({
            id: 12,
            kind: 'export',
            methodName: 'exportProducts',
            methodTrans: 'Export to the PIM',
            partner: null,
            task: null,
            progress: {
              ...runningFixture().progress,
              bytesTotal: null,
              sent: 1250,
              created: 1200,
              updated: 50,
              refused: 1,
              skipped: 3,
            },
          }),
        ]}
      />
    </MemoryRouter>,
  );
  const exports = within(row(12));
  expect(exports.getByTestId('counters').textContent).toBe(
    'sent 1,250 · created 1,200 · updated 50 · refused 1 · skipped 3',
  );
  expect(exports.getByTestId('job-progress').getAttribute('data-indeterminate')).toBe('true');
});

test('nothing running: the empty line', () => {
  renderUi(
    <MemoryRouter>
      <RunningJobs canOpenPartnerDesktop rows={[]} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Nothing to show')).toBeTruthy();
});
