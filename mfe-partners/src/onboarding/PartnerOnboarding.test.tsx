import { act, screen, waitFor, within } from '@testing-library/react';
import type { JobChangedEvent, Onboarding } from '@feedhub/contracts';
import { jobEventStream } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { FakeEventSource, installFakeEventSource } from '@feedhub/api-client/testing';
import { fakeServer, loginWith, type FakeAnswer } from '../categories/testing';
import { completeFixture, nothingDoneFixture, partlyDoneFixture } from './fixtures';
import { PartnerOnboarding } from './PartnerOnboarding';

/** The checklist as a partner page holds it, against a fake server: which state shows what. */

const emptyDesktop = { running: [], pending: [], held: [], error: [], done: [], errorTotal: 0, doneTotal: 0 };
function start(onboarding: () => FakeAnswer) {
  const server = fakeServer((r) => {
    if (r.path === '/api/partners/onboarding') return onboarding();
    if (r.path === '/api/partner-job/desktop') return { body: { data: emptyDesktop } };
    return undefined;
  });
  server.renderAt(<PartnerOnboarding partnerId={7} can={() => true} />);
  return server;
}
const answer = (data: Onboarding): FakeAnswer => ({ body: { data } });
const onboardingCalls = (server: ReturnType<typeof start>) =>
  server.requests.filter((r) => r.path === '/api/partners/onboarding');
const stream = () => FakeEventSource.latest as FakeEventSource;
const exportDone: JobChangedEvent = {
  kind: 'export',
  jobId: 5,
  taskId: null,
  partnerId: null,
  status: 'done',
};

beforeEach(() => installFakeEventSource());
afterEach(() => {
  jobEventStream.stop();
  localStorage.clear();
  sessionStorage.clear();
});

test('nothing done and partly done show the checklist with their counts; complete hides it', async () => {
  let now = nothingDoneFixture;
  const server = start(() => answer(now));
  expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('0 of 6 steps done');
  expect(onboardingCalls(server)[0].query.get('partnerId')).toBe('7');

  // the export ends (an event): the checklist is fetched again
  now = partlyDoneFixture;
  act(() => stream().ready());
  act(() => stream().emit('job', exportDone));
  await waitFor(() =>
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('2 of 6 steps done'),
  );

  now = completeFixture;
  act(() => stream().emit('job', { ...exportDone, jobId: 6 }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'First run checklist' })).toBeNull());
  expect(onboardingCalls(server)).toHaveLength(3);
  expect(server.feedback.error).not.toHaveBeenCalled();
});

test('a progress report of a running job does not fetch the checklist; another partner’s import does not either', async () => {
  const server = start(() => answer(partlyDoneFixture));
  await screen.findByTestId('onboarding-progress');
  act(() => stream().ready());
  act(() =>
    stream().emit('job', {
      kind: 'partner',
      jobId: 9,
      taskId: 1,
      partnerId: 7,
      status: 'running',
      progress: { read: 5 },
    }),
  );
  act(() => stream().emit('job', { kind: 'partner', jobId: 8, taskId: 2, partnerId: 6, status: 'done' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(onboardingCalls(server)).toHaveLength(1);
  // this partner's import ends: fetched again
  act(() => stream().emit('job', { kind: 'partner', jobId: 9, taskId: 1, partnerId: 7, status: 'done' }));
  await waitFor(() => expect(onboardingCalls(server)).toHaveLength(2));
});

test('a user who sees no jobs opens no event stream and gets no Run or export button', async () => {
  loginWith(
    ['partners', 'partnerCategories'],
    [
      'partners',
      'partnerCategories',
      'partnerDesktop',
      'exportDesktop',
      'partnerAdd',
      'horizon',
      'settingsDesktop',
    ],
  );
  const server = fakeServer((r) =>
    r.path === '/api/partners/onboarding' ? answer(nothingDoneFixture) : undefined,
  );
  function Page() {
    return <PartnerOnboarding partnerId={7} can={useCan()} />;
  }
  server.renderAt(<Page />);
  const list = await screen.findByRole('region', { name: 'First run checklist' });
  expect(within(list).queryByRole('button', { name: 'Run first import' })).toBeNull();
  expect(within(list).queryByRole('button', { name: 'Start the export job' })).toBeNull();
  expect(FakeEventSource.opened).toHaveLength(0);
  expect(server.requests.some((r) => r.path === '/api/partner-job/desktop')).toBe(false);
});

test('404 (no such partner) hides it quietly: no alert, no toast', async () => {
  const gone = start(() => ({
    status: 404,
    body: { key: 'partner_not_found', message: 'Partner not found' },
  }));
  await waitFor(() => expect(onboardingCalls(gone)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('error-panel')).toBeNull();
  expect(screen.queryByRole('region', { name: 'First run checklist' })).toBeNull();
  expect(gone.feedback.error).not.toHaveBeenCalled();
});

test('a failed load shows the inline alert with Retry and the red toast; Retry loads it', async () => {
  let fail = true;
  const server = start(() =>
    fail
      ? { status: 500, body: { key: 'internal_error', message: 'Database is down' } }
      : answer(nothingDoneFixture),
  );
  const alert = await screen.findByTestId('error-panel');
  expect(within(alert).getByText('Database is down')).toBeTruthy();
  expect(server.feedback.error).toHaveBeenCalledWith('Database is down');
  fail = false;
  act(() => within(alert).getByRole('button', { name: 'Retry' }).click());
  expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('0 of 6 steps done');
});
