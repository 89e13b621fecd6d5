import { useState, type ReactNode } from 'react';
import type { PartnerJob } from '@feedhub/contracts';
import { ApiError, useAddExportJob } from '@feedhub/api-client';
import { ErrorPanel } from '@feedhub/ui';
import { useLivePartnerDesktop, usePartnerJobDesktop } from '../desktop/queries';
import { OnboardingChecklist } from './components/OnboardingChecklist/OnboardingChecklist';
import { latestImportJobs } from './import-jobs';
import { useLiveOnboarding, useOnboarding, useRunFirstImport } from './queries';

/** Props of PartnerOnboarding. */
export interface PartnerOnboardingProps {
  /** The route's partner; nothing shows without one. */
  partnerId: number | undefined;
  /** Whether the user holds a permission. */
  can(permission: string): boolean;
}

/** Where a folded checklist is remembered for the session (per partner: every tab shows it alike). */
const foldedKey = (partnerId: number | undefined) => `feedhub.onboarding.folded.${partnerId}`;

/** The first import's jobs as the partner desktop has them, kept live (only for users who see partner jobs). */
function LiveImportJobs({
  partnerId,
  children,
}: {
  partnerId: number;
  children(jobs: PartnerJob[] | undefined): ReactNode;
}) {
  const live = useLivePartnerDesktop(partnerId);
  const desktop = usePartnerJobDesktop(
    { partnerId, errorPage: 1, donePage: 1, perPage: 10 },
    live.refetchInterval,
  );
  return children(desktop.data ? latestImportJobs(desktop.data) : undefined);
}

/**
 * A partner page's first-run checklist (container): the partner's onboarding, kept live by the job
 * events, with "Run first import" and the export job's start for the users who may do them. It shows
 * until every step is done; while it loads nothing shows (a finished partner never sees it flash).
 */
export function PartnerOnboarding({ partnerId, can }: PartnerOnboardingProps) {
  const live = useLiveOnboarding(partnerId, can);
  const onboarding = useOnboarding(partnerId, live.refetchInterval);
  const firstImport = useRunFirstImport();
  const addExport = useAddExportJob();
  const [folded, setFolded] = useState(() => sessionStorage.getItem(foldedKey(partnerId)) === '1');
  const toggle = () => {
    sessionStorage.setItem(foldedKey(partnerId), folded ? '0' : '1');
    setFolded(!folded);
  };

  if (onboarding.isError && !onboarding.data) {
    const gone = onboarding.error instanceof ApiError && onboarding.error.status === 404;
    return gone ? null : (
      <ErrorPanel message={onboarding.error.message} onRetry={() => void onboarding.refetch()} />
    );
  }
  const data = onboarding.data;
  if (!data || data.complete || partnerId === undefined) return null;
  const checklist = (importJobs: PartnerJob[] | undefined) => (
    <OnboardingChecklist
      onboarding={data}
      importJobs={importJobs}
      can={can}
      onRunImport={
        can('partnerDesktop') || can('partnerAdd') ? () => firstImport.mutate(partnerId) : undefined
      }
      runningImport={firstImport.isPending}
      importQueued={firstImport.isSuccess}
      onStartExport={can('exportDesktop') ? () => addExport.mutate() : undefined}
      startingExport={addExport.isPending}
      opened={!folded}
      onToggle={toggle}
    />
  );
  return can('partnerDesktop') ? (
    <LiveImportJobs partnerId={partnerId}>{checklist}</LiveImportJobs>
  ) : (
    checklist(undefined)
  );
}
