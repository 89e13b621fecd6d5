import type { ReactNode } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { JOB_STATUSES, type JobStatus, type Onboarding, type PartnerJob } from '@feedhub/contracts';
import { JobStatusBadge } from '@feedhub/ui';
import { formatCount } from '../../../format';
import { pathTo } from '../../../paths';
import { ImportJobs } from '../ImportJobs/ImportJobs';
import type { ChecklistStepProps } from './ChecklistStep';

/** What the steps need besides the checklist's data: who may do what, and the actions. */
export interface StepInputs {
  /** The checklist. */
  onboarding: Onboarding;
  /** The first import's jobs, live; undefined when the user may not see partner jobs. */
  importJobs?: PartnerJob[];
  /** Whether the user holds a permission (links and buttons show only for what they may open). */
  can(permission: string): boolean;
  /** Run first import; absent when the user may not start jobs. */
  onRunImport?: () => void;
  /** The first import is being asked for. */
  runningImport?: boolean;
  /** The first import was queued from here (says "waiting" to a user who does not see the jobs). */
  importQueued?: boolean;
  /** Start the export job; absent when the user may not. */
  onStartExport?: () => void;
  /** The export job is being asked for. */
  startingExport?: boolean;
}

/** A step before the checklist knows which one is next. */
export type StepOf = Omit<ChecklistStepProps, 'next'>;

const isJobStatus = (state: string | null): state is JobStatus =>
  (JOB_STATUSES as readonly string[]).includes(state ?? '');

/**
 * The six steps in order (issue 31): import ran, categories mapped, attributes mapped, price formula
 * set, products sent to the PIM, export job run; each with its counts and the action that does it.
 */
export function useChecklistSteps(inputs: StepInputs): StepOf[] {
  const { t, i18n } = useTranslation('onboarding');
  const { t: tj } = useTranslation('jobs');
  const { onboarding, importJobs, can } = inputs;
  const { steps } = onboarding;
  const id = onboarding.partnerId;
  const n = (count: number) => formatCount(i18n.language, count);
  // The next step's action is filled, any other is a subtle one: one primary action at a time.
  const firstOpen = [
    steps.imported,
    steps.categories,
    steps.attributes,
    steps.priceFormula,
    steps.productsSent,
    steps.exportRun,
  ].findIndex((s) => !s.done);
  const variant = (index: number) => (index === firstOpen ? 'filled' : 'subtle');
  const link = (index: number, label: string, route: string, search = '') =>
    can(route) ? (
      <Button size="xs" variant={variant(index)} component={Link} to={pathTo(route, { id }) + search}>
        {label}
      </Button>
    ) : undefined;
  const hint = (text: ReactNode) => (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );

  const importState = steps.imported.state;
  const importLive = importJobs
    ? importJobs.some((job) => ['running', 'pending'].includes(job.status))
    : Boolean(inputs.importQueued);
  const importWaiting = importLive || importState === 'running' || importState === 'pending';
  const imported: StepOf = {
    step: 'imported',
    title: t(steps.imported.done ? 'steps.imported.doneTitle' : 'steps.imported.title'),
    done: steps.imported.done,
    // Done and nothing left in the queue: the tick says it all. Otherwise the jobs (or the state) and a line.
    details:
      steps.imported.done && !importWaiting ? undefined : (
        <>
          {importJobs ? (
            <ImportJobs jobs={importJobs} />
          ) : (
            isJobStatus(importState) && (
              <JobStatusBadge status={importState} label={tj(`status_${importState}`)} />
            )
          )}
          {hint(
            importWaiting
              ? t('steps.imported.waiting')
              : importState === 'error'
                ? t('steps.imported.failed')
                : t('steps.imported.help'),
          )}
        </>
      ),
    action: (
      <>
        {can('partnerDesktop') && (importState !== null || Boolean(importJobs?.length)) && (
          <Anchor size="xs" component={Link} to={`${pathTo('partnerDesktop')}?partnerId=${id}`}>
            {t('steps.imported.jobs')}
          </Anchor>
        )}
        {inputs.onRunImport && !importWaiting && (
          <Button
            size="xs"
            variant={variant(0)}
            leftSection={<IconPlayerPlay size={14} />}
            loading={inputs.runningImport}
            onClick={inputs.onRunImport}
          >
            {t('steps.imported.run')}
          </Button>
        )}
      </>
    ),
  };

  const mapping = (index: number, kind: 'categories' | 'attributes', route: string): StepOf => {
    const step = steps[kind];
    const rest = step.suggested - step.confident;
    return {
      step: kind,
      title: t(`steps.${kind}.title`),
      done: step.done,
      details: step.total
        ? hint(
            [
              t('steps.mapped', { mapped: n(step.mapped), total: n(step.total) }),
              ...(rest > 0 ? [t('steps.suggested', { count: rest, n: n(rest) })] : []),
            ].join(' · '),
          )
        : hint(t(`steps.${kind}.empty`)),
      action: (
        <>
          {step.confident > 0 && can(route) && (
            <Anchor size="xs" component={Link} to={`${pathTo(route, { id })}?isMapped=2&suggested=1`}>
              {t('steps.confident', { count: step.confident, n: n(step.confident) })}
            </Anchor>
          )}
          {step.total > 0 && link(index, t(`steps.${kind}.open`), route, '?isMapped=2')}
        </>
      ),
    };
  };

  return [
    imported,
    mapping(1, 'categories', 'partnerCategories'),
    mapping(2, 'attributes', 'partnerAttributes'),
    {
      step: 'priceFormula',
      title: t('steps.priceFormula.title'),
      done: steps.priceFormula.done,
      details: hint(t('steps.priceFormula.help')),
      action: link(3, t('steps.priceFormula.open'), 'partnerPriceFormulas'),
    },
    {
      step: 'productsSent',
      title: t('steps.productsSent.title'),
      done: steps.productsSent.done,
      details: hint(
        steps.productsSent.count
          ? t('steps.productsSent.count', { count: steps.productsSent.count, n: n(steps.productsSent.count) })
          : t('steps.productsSent.help'),
      ),
      action: link(4, t('steps.productsSent.open'), 'partnerProducts'),
    },
    {
      step: 'exportRun',
      title: t('steps.exportRun.title'),
      done: steps.exportRun.done,
      details: hint(t('steps.exportRun.help')),
      action: inputs.onStartExport ? (
        <Button size="xs" variant={variant(5)} loading={inputs.startingExport} onClick={inputs.onStartExport}>
          {t('steps.exportRun.start')}
        </Button>
      ) : (
        link(5, t('steps.exportRun.open'), 'exportDesktop')
      ),
    },
  ];
}
