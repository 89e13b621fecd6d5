import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderUi } from '@feedhub/ui/testing';
import { importJobFixture, nothingDoneFixture, partlyDoneFixture } from '../../fixtures';
import { OnboardingChecklist, type OnboardingChecklistProps } from './OnboardingChecklist';

const everything = () => true;
const props = (over: Partial<OnboardingChecklistProps> = {}): OnboardingChecklistProps => ({
  onboarding: nothingDoneFixture,
  can: everything,
  onRunImport: jest.fn(),
  onStartExport: jest.fn(),
  opened: true,
  onToggle: jest.fn(),
  ...over,
});
const render = (p: OnboardingChecklistProps) =>
  renderUi(
    <MemoryRouter>
      <OnboardingChecklist {...p} />
    </MemoryRouter>,
  );
const step = (name: string) => document.querySelector(`[data-step="${name}"]`) as HTMLElement;
const ticked = () =>
  Array.from(document.querySelectorAll('[data-step]'))
    .filter((li) => li.getAttribute('data-done') === 'true')
    .map((li) => li.getAttribute('data-step'));
const current = () => document.querySelector('[aria-current="step"]')?.getAttribute('data-step');
const isFilled = (el: HTMLElement) => el.getAttribute('data-variant') === 'filled';

test('nothing done: six open steps, the import highlighted with Run first import and what it does', () => {
  const p = props();
  render(p);
  const list = screen.getByRole('region', { name: 'First run checklist' });
  expect(within(list).getByTestId('onboarding-progress').textContent).toBe('0 of 6 steps done');
  expect(Array.from(list.querySelectorAll('[data-step]')).map((li) => li.getAttribute('data-step'))).toEqual([
    'imported',
    'categories',
    'attributes',
    'priceFormula',
    'productsSent',
    'exportRun',
  ]);
  expect(ticked()).toEqual([]);
  expect(current()).toBe('imported');
  expect(within(step('imported')).getByText('Next')).toBeTruthy();
  expect(
    within(step('imported')).getByText(
      'Run first import imports the feed’s categories, then its attributes, then its products, one after another.',
    ),
  ).toBeTruthy();
  const run = within(step('imported')).getByRole('button', { name: 'Run first import' });
  expect(isFilled(run)).toBe(true);
  fireEvent.click(run);
  expect(p.onRunImport).toHaveBeenCalledTimes(1);
  // nothing imported yet: the mapping steps say so and offer nothing to open
  expect(within(step('categories')).getByText('No categories yet: the import brings them.')).toBeTruthy();
  expect(within(step('categories')).queryByRole('link')).toBeNull();
  expect(within(step('attributes')).getByText('No attributes yet: the import brings them.')).toBeTruthy();
  // later steps' actions are there, but not filled: one primary action at a time
  const formulas = within(step('priceFormula')).getByRole('link', { name: 'Price formulas' });
  expect(formulas.getAttribute('href')).toBe('/partners/7/price-formulas');
  expect(isFilled(formulas)).toBe(false);
  expect(isFilled(within(step('exportRun')).getByRole('button', { name: 'Start the export job' }))).toBe(
    false,
  );
});

test('partly done: done steps ticked, categories next with n of N and the confident ones a click away', () => {
  const p = props({ onboarding: partlyDoneFixture });
  render(p);
  expect(screen.getByTestId('onboarding-progress').textContent).toBe('2 of 6 steps done');
  expect(ticked()).toEqual(['imported', 'attributes']);
  expect(current()).toBe('categories');
  expect(within(step('imported')).getByText('Feed imported')).toBeTruthy();
  expect(within(step('imported')).queryByRole('button', { name: 'Run first import' })).toBeNull();
  const categories = step('categories');
  // 20 have a suggestion, 12 of them confident: 8 more to check
  expect(within(categories).getByText('40 of 64 mapped · 8 more have a suggestion to check')).toBeTruthy();
  const accept = within(categories).getByRole('link', { name: '12 can be accepted at once' });
  expect(accept.getAttribute('href')).toBe('/partners/7/categories?isMapped=2&suggested=1');
  const open = within(categories).getByRole('link', { name: 'Map categories' });
  expect(open.getAttribute('href')).toBe('/partners/7/categories?isMapped=2');
  expect(isFilled(open)).toBe(true);
  // a done step offers no action
  expect(within(step('attributes')).queryByRole('link')).toBeNull();
  expect(
    within(step('productsSent')).getByText('Choose products on the products tab and press Send to PIM.'),
  ).toBeTruthy();
  fireEvent.click(within(step('exportRun')).getByRole('button', { name: 'Start the export job' }));
  expect(p.onStartExport).toHaveBeenCalledTimes(1);
});

test('the first import’s jobs with their states, a running one’s progress; no second Run while they wait', () => {
  render(
    props({
      onboarding: {
        ...nothingDoneFixture,
        steps: { ...nothingDoneFixture.steps, imported: { done: false, jobId: 41, state: 'running' } },
      },
      importJobs: [
        importJobFixture(40, 'importCategories', { status: 'done', statusTrans: 'Done' }),
        importJobFixture(41, 'importAttributes', {
          status: 'running',
          statusTrans: 'Running',
          progress: {
            read: 30,
            new: 30,
            changed: 0,
            unchanged: 0,
            skipped: 0,
            bytesRead: 250,
            bytesTotal: 1000,
          },
        }),
        importJobFixture(42, 'importProducts', { status: 'pending', statusTrans: 'Pending' }),
      ],
    }),
  );
  const jobs = within(step('imported')).getByRole('list', { name: 'Import jobs' });
  const row = (id: number) => jobs.querySelector(`[data-job="${id}"]`) as HTMLElement;
  expect(within(row(40)).getByText('Import categories')).toBeTruthy();
  expect(within(row(40)).getByText('Done').closest('[data-status]')?.getAttribute('data-status')).toBe(
    'done',
  );
  expect(within(row(41)).getByText('Import attributes')).toBeTruthy();
  expect(within(row(41)).getByText('25%')).toBeTruthy();
  expect(within(row(41)).getByTestId('counters').textContent).toContain('read 30');
  expect(within(row(42)).getByText('Pending')).toBeTruthy();
  expect(within(row(42)).queryByTestId('job-progress')).toBeNull();
  expect(
    within(step('imported')).getByText(
      'The import is queued or running: the steps below fill in as it goes.',
    ),
  ).toBeTruthy();
  expect(within(step('imported')).queryByRole('button', { name: 'Run first import' })).toBeNull();
  expect(within(step('imported')).getByRole('link', { name: 'Partner desktop' }).getAttribute('href')).toBe(
    '/partners/desktop?partnerId=7',
  );
});

test('a failed import says where to look and offers the run again', () => {
  render(
    props({
      onboarding: {
        ...nothingDoneFixture,
        steps: { ...nothingDoneFixture.steps, imported: { done: false, jobId: 41, state: 'error' } },
      },
      // a user who does not see partner jobs: the checklist's own state
      importJobs: undefined,
    }),
  );
  expect(
    within(step('imported')).getByText('Error').closest('[data-status]')?.getAttribute('data-status'),
  ).toBe('error');
  expect(
    within(step('imported')).getByText('The last import failed: its log on the partner desktop says why.'),
  ).toBeTruthy();
  expect(within(step('imported')).getByRole('button', { name: 'Run first import' })).toBeTruthy();
});

test('only what the user may open: no Run without starting jobs, links by tab permission, the export desktop link', () => {
  const held = ['partnerPriceFormulas', 'exportDesktop'];
  render(
    props({
      onboarding: partlyDoneFixture,
      can: (permission) => held.includes(permission),
      onRunImport: undefined,
      onStartExport: undefined,
    }),
  );
  expect(within(step('categories')).queryByRole('link')).toBeNull();
  expect(within(step('priceFormula')).getByRole('link', { name: 'Price formulas' })).toBeTruthy();
  expect(within(step('productsSent')).queryByRole('link')).toBeNull();
  expect(within(step('exportRun')).queryByRole('button')).toBeNull();
  expect(within(step('exportRun')).getByRole('link', { name: 'Export desktop' }).getAttribute('href')).toBe(
    '/export',
  );
});

test('folded: the title line and the count stay, the steps go; the chevron says what it does', () => {
  const p = props({ onboarding: partlyDoneFixture, opened: false });
  render(p);
  expect(screen.getByTestId('onboarding-progress').textContent).toBe('2 of 6 steps done');
  expect(document.querySelector('[data-step]')).toBeNull();
  const show = screen.getByRole('button', { name: 'Show the checklist' });
  expect(show.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(show);
  expect(p.onToggle).toHaveBeenCalledTimes(1);
});
