import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PivotLink } from '@feedhub/contracts';
import { fieldErrorsOf } from '@feedhub/api-client';
import { EmptyTableRow, ErrorPanel, MODAL_STICKY_FOOTER, RowAction, toastSuccess } from '@feedhub/ui';
import { usePercent } from '../../../suggestions/SuggestionParts';
import { usePivotLinks, usePivotNodeSearch, useSavePivotLinks } from '../../queries';

/** The search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 250;

/** Props of the pivot links editor. */
export interface PivotLinksModalProps {
  /** The PIM category (code and path); null: closed. */
  category: { code: string; name: string } | null;
  /** Cancel, Escape, or after a save. */
  onClose(): void;
}

/**
 * The pivot links of a PIM category (DESIGN §5): the taxonomy nodes supplier categories in any
 * language reach it through, each automatic (from its labels, with how alike they were) or set by a
 * person. A search over the taxonomy adds a node, a row's icon removes one; Save keeps the list as a
 * person's, "Back to automatic" drops the person's links for the automatic ones.
 */
export function PivotLinksModal({ category, onClose }: PivotLinksModalProps) {
  if (!category) return null;
  return <OpenPivotLinksModal key={category.code} category={category} onClose={onClose} />;
}

function OpenPivotLinksModal({
  category,
  onClose,
}: {
  category: { code: string; name: string };
  onClose(): void;
}) {
  const { t } = useTranslation('suggestions');
  const percent = usePercent();
  const links = usePivotLinks(category.code);
  const save = useSavePivotLinks();
  const [draft, setDraft] = useState<PivotLink[] | null>(null);
  const [search, setSearch] = useState('');
  const [words] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = usePivotNodeSearch(words);

  // The list starts from the stored links once they arrive.
  const stored = links.data?.links;
  useEffect(() => {
    if (stored) setDraft((was) => was ?? stored);
  }, [stored]);

  const shown = draft ?? [];
  const options = useMemo(
    () =>
      (found.data ?? [])
        .filter((node) => !shown.some((link) => link.node === node.node))
        .map((node) => ({ value: node.node, label: node.path })),
    [found.data, shown],
  );
  const add = (node: string | null) => {
    const hit = found.data?.find((n) => n.node === node);
    if (hit) setDraft([...shown, { ...hit, source: 'manual', score: null }]);
    setSearch('');
  };
  const send = (nodes: string[]) =>
    save.mutate(
      { code: category.code, nodes },
      {
        onSuccess: (answer) => {
          if (!answer.message) toastSuccess(t('pivot.saved'));
          onClose();
        },
      },
    );
  const serverError = Object.values(fieldErrorsOf(save.error) ?? {})
    .flat()
    .join(' ');
  const hasManual = (stored ?? []).some((link) => link.source === 'manual');
  const changed =
    draft !== null &&
    draft.map((link) => link.node).join('\n') !== (stored ?? []).map((link) => link.node).join('\n');

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('pivot.title', { name: category.name })}
      size="lg"
      closeOnClickOutside={!save.isPending}
      closeOnEscape={!save.isPending}
    >
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert" py="xs">
            {serverError}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('pivot.help')}
        </Text>
        {links.isError ? (
          <ErrorPanel message={t('pivot.loadFailed')} onRetry={() => void links.refetch()} />
        ) : !draft ? (
          <Center mih={120} aria-busy="true">
            <Loader aria-label={t('pivot.loading')} />
          </Center>
        ) : (
          <>
            <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label={t('pivot.column')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pivot.path')}</Table.Th>
                  <Table.Th w={170}>{t('pivot.source')}</Table.Th>
                  <Table.Th w={60} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 && <EmptyTableRow colSpan={3} text={t('pivot.none')} />}
                {shown.map((link) => (
                  <Table.Tr key={link.node} data-node={link.node}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{link.path}</Table.Td>
                    <Table.Td>
                      <Badge
                        size="sm"
                        variant={link.source === 'manual' ? 'light' : 'outline'}
                        color={link.source === 'manual' ? undefined : 'gray'}
                      >
                        {link.source === 'manual' ? t('pivot.manual') : t('pivot.auto')}
                        {link.source === 'auto' && link.score !== null ? ` · ${percent(link.score)}` : ''}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <RowAction
                        label={t('pivot.remove', { path: link.path })}
                        icon={<IconTrash size={16} stroke={1.6} />}
                        color="red"
                        disabled={save.isPending}
                        onClick={() => setDraft(shown.filter((other) => other.node !== link.node))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Select
              size="sm"
              label={t('pivot.search')}
              placeholder={t('pivot.searchPlaceholder')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={options}
              value={null}
              onChange={add}
              filter={({ options: all }) => all}
              rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
              nothingFoundMessage={
                words.trim().length >= 2 && !found.isFetching ? t('pivot.nothingFound') : undefined
              }
              disabled={save.isPending || shown.length >= 20}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
        <Box style={MODAL_STICKY_FOOTER}>
          <Group justify="space-between" mt="xs">
            <Button
              variant="subtle"
              leftSection={<IconRestore size={16} />}
              disabled={!hasManual || save.isPending}
              onClick={() => send([])}
            >
              {t('pivot.backToAutomatic')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={save.isPending}>
                {t('review.cancel')}
              </Button>
              <Button
                loading={save.isPending}
                disabled={!changed}
                onClick={() => send(shown.map((link) => link.node))}
              >
                {t('pivot.save')}
              </Button>
            </Group>
          </Group>
        </Box>
      </Stack>
    </Modal>
  );
}
