import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MappingProgress } from '@feedhub/contracts';
import { MappingProgressBadge } from '../../../mapping-progress/components/MappingProgressBadge/MappingProgressBadge';

/** SPEC §2 Partner tabs bar: each tab, the route (and permission) it opens. */
export const PARTNER_TABS = [
  { tab: 'products', route: 'partnerProducts' },
  { tab: 'attributes', route: 'partnerAttributes' },
  { tab: 'categories', route: 'partnerCategories' },
  { tab: 'stats', route: 'partnerStats' },
  { tab: 'exportCategories', route: 'partnerExportCategories' },
  { tab: 'zeroAmounts', route: 'partnerZeroAmounts' },
  { tab: 'priceFormula', route: 'partnerPriceFormulas' },
  { tab: 'edit', route: 'partnerEdit' },
] as const;

/** Props of the partner tabs bar. */
export interface PartnerTabsProps {
  /** The route shown now (its tab is the active one). */
  active: string;
  /** Whether the user holds a permission (a tab shows only with its route's). */
  can(permission: string): boolean;
  /** A tab was chosen: go to its route. */
  onOpen(route: string): void;
  /** What the partner has left to map: the attributes and categories tabs show the unmapped %. */
  progress?: MappingProgress;
}

/** The tabs of a partner's pages; each only with the permission named like its route (SPEC §2, §6). */
export function PartnerTabs({ active, can, onOpen, progress }: PartnerTabsProps) {
  const { t } = useTranslation('partners');
  const tabs = PARTNER_TABS.filter((tab) => can(tab.route));
  if (!tabs.length) return null;
  return (
    <Tabs
      value={tabs.some((tab) => tab.route === active) ? active : null}
      onChange={(route) => route && route !== active && onOpen(route)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.route}
            value={tab.route}
            rightSection={
              progress && (tab.tab === 'attributes' || tab.tab === 'categories') ? (
                <MappingProgressBadge progress={progress} part={tab.tab} />
              ) : undefined
            }
          >
            {t(`tabs.${tab.tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** The tab label of a route, for breadcrumbs (`partnerEdit` → `edit`). */
export function tabOfRoute(route: string): (typeof PARTNER_TABS)[number]['tab'] | undefined {
  return PARTNER_TABS.find((tab) => tab.route === route)?.tab;
}
