import { useMemo, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useListScreen } from '@feedhub/api-client';
import { PageHeader, useCan } from '@feedhub/ui';
import { useAllMappingProgress } from '../../mapping-progress/queries';
import { pathTo } from '../../paths';
import { PARTNER_TABS } from '../components/PartnerTabs/PartnerTabs';
import { PartnerSearch } from '../components/PartnerSearch/PartnerSearch';
import { PartnersTable } from '../components/PartnersTable/PartnersTable';
import { partners, usePartnerClasses, usePartnerNames } from '../queries';
import { partnersSearch } from '../urls';

/** Typing pause before the name search asks the server. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * /partners: Add, the name search that opens a partner's products, the paged partners table whose
 * names open the partner too (SPEC §2).
 */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const can = useCan();
  const { table } = useListScreen(partners, partnersSearch);
  const classes = usePartnerClasses();
  // What each partner has left to map (the list's "Left to map" column).
  const progress = useAllMappingProgress();
  const classLabels = useMemo(
    () => Object.fromEntries((classes.data ?? []).map((c) => [c.name, c.label])),
    [classes.data],
  );
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const names = usePartnerNames(debounced);
  // A partner's name opens its products (SPEC §2: the name search and the home desktop do too), or
  // the first of its pages the user may open.
  const partnerRoute = PARTNER_TABS.find((tab) => can(tab.route))?.route;

  return (
    <Stack>
      <PageHeader
        title={t('list.title')}
        actions={
          can('partnerAdd') && (
            <Button component={Link} to={pathTo('partnerAdd')} leftSection={<IconPlus size={16} />}>
              {t('form.add')}
            </Button>
          )
        }
      />
      {can('partnerProducts') && (
        <Group>
          <PartnerSearch
            value={text}
            onChange={setText}
            matches={debounced ? names.data : []}
            searching={names.isFetching}
            onPick={(partner) => navigate(pathTo('partnerProducts', { id: partner.id }))}
          />
        </Group>
      )}
      <PartnersTable
        {...table}
        classLabels={classLabels}
        progress={progress}
        partnerHref={partnerRoute && ((p) => pathTo(partnerRoute, { id: p.id }))}
        onEdit={can('partnerEdit') ? (p) => navigate(pathTo('partnerEdit', { id: p.id })) : undefined}
        onDesktop={
          can('partnerDesktop') ? (p) => navigate(`${pathTo('partnerDesktop')}?partnerId=${p.id}`) : undefined
        }
      />
    </Stack>
  );
}
