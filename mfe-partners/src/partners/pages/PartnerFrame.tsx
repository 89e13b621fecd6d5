import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PARTNER_FORM_PERMISSIONS } from '@feedhub/contracts';
import { PageHeader } from '@feedhub/ui';
import { usePartnerMappingProgress } from '../../mapping-progress/queries';
import { PartnerOnboarding } from '../../onboarding/PartnerOnboarding';
import { PartnerTabs, tabOfRoute } from '../components/PartnerTabs/PartnerTabs';

/** Props of a partner page's frame. */
export interface PartnerFrameProps {
  /** The route shown (its tab is active, its label ends the breadcrumbs). */
  route: string;
  /** The partner's name; undefined while it loads. */
  name?: string;
  /** Link of the partners list. */
  listPath: string;
  /** Whether the user holds a permission (tabs). */
  can(permission: string): boolean;
  /** Go to another tab's route. */
  onOpen(route: string): void;
  /** Header actions. */
  actions?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * UI.md partner page anatomy: breadcrumbs (Partners › name › tab), the title, the partner tabs bar, the
 * first-run checklist while the partner has steps left, the page.
 */
export function PartnerFrame({ route, name, listPath, can, onOpen, actions, children }: PartnerFrameProps) {
  const { t } = useTranslation('partners');
  const tab = tabOfRoute(route);
  const title = name ?? '';
  // The route partner's unmapped counters on the tabs that show them (refetched after each mapping save).
  const partnerId = Number(useParams().id) || undefined;
  const counted = can('partnerAttributes') || can('partnerCategories');
  const progress = usePartnerMappingProgress(counted ? partnerId : undefined);
  return (
    <Stack>
      <PageHeader
        title={title}
        actions={actions}
        breadcrumbs={
          <Breadcrumbs aria-label={t('breadcrumbs.label')} separatorMargin={6} fz="sm">
            <Anchor component={Link} to={listPath} size="sm">
              {t('breadcrumbs.partners')}
            </Anchor>
            {name === undefined ? (
              <Skeleton h={12} w={120} />
            ) : (
              // A long name is cut here (the title under it shows it), the whole on hover.
              <Text size="sm" truncate maw={480} title={name}>
                {name}
              </Text>
            )}
            {tab && (
              <Text size="sm" c="dimmed">
                {t(`tabs.${tab}`)}
              </Text>
            )}
          </Breadcrumbs>
        }
      />
      <PartnerTabs active={route} can={can} onOpen={onOpen} progress={progress} />
      {/* Under the tabs (UI.md keeps them right under the header), above the page: a new partner's first run. */}
      {/* Only for who may read it (the partner screens' permissions): a tab-only user keeps their tab. */}
      {PARTNER_FORM_PERMISSIONS.some(can) && <PartnerOnboarding partnerId={partnerId} can={can} />}
      {children}
    </Stack>
  );
}
