import { useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AcceptSuggestionsResult } from '@feedhub/contracts';
import { EmptyTableRow, ErrorPanel, MODAL_STICKY_FOOTER, numberFormat } from '@feedhub/ui';
import { ScoreBadge } from './SuggestionParts';
import { AcceptResult } from './AcceptResult';

/** A confident suggestion as the review list shows it. */
export interface ReviewItem {
  /** The category's or attribute's id. */
  id: number;
  /** What gets mapped: the category's path, the attribute's code and name. */
  subject: string;
  /** The suggested PIM category's path or PIM attribute's name. */
  target: string;
  /** The suggested code (sent back as `expected`, so a changed suggestion is refused). */
  code: string;
  /** 0–1. */
  score: number;
  /** The one line a person can check. */
  reason: string;
  /** The extra column's cell (the family a category gets), when the list has one. */
  extra?: ReactNode;
}

/** Props of the review list. */
export interface AcceptReviewModalProps {
  /** Categories or attributes: the words of the title, the columns and the button. */
  kind: 'categories' | 'attributes';
  /** The confident suggestions; undefined while they load. */
  items: ReviewItem[] | undefined;
  /** Their load failed: the inline alert with Retry. */
  loadError: boolean;
  /** Load them again. */
  onRetry(): void;
  /** Title of the extra column (Family), when there is one. */
  extraTitle?: string;
  /** The accept is being saved. */
  saving: boolean;
  /** The server's message of a refused accept (409): the list is reloaded under it. */
  conflict?: string;
  /** The accept's answer: the modal then says what was mapped and skipped. */
  result?: AcceptSuggestionsResult;
  /** "Map N" pressed with the ticked rows. */
  onSubmit(items: ReviewItem[]): void;
  /** Cancel, Close, Escape. */
  onClose(): void;
}

/**
 * The review list of "Accept N confident": every confident suggestion with a checkbox, all ticked;
 * untick to leave one out; "Map N categories" saves the ticked ones. Then it shows the answer
 * (mapped, and each skipped one with its reason in words).
 */
export function AcceptReviewModal(props: AcceptReviewModalProps) {
  const { kind, items, result, saving } = props;
  const { t, i18n } = useTranslation('suggestions');
  const number = numberFormat(i18n.language);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const ticked = useMemo(() => (items ?? []).filter((item) => !unticked.has(item.id)), [items, unticked]);
  const toggle = (id: number, on: boolean) =>
    setUnticked((was) => {
      const next = new Set(was);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = items !== undefined && items.length > 0 && ticked.length === items.length;
  const columns = props.extraTitle ? 6 : 5;

  let body: ReactNode;
  if (result) body = <AcceptResult kind={kind} result={result} />;
  else if (props.loadError) body = <ErrorPanel message={t('review.loadFailed')} onRetry={props.onRetry} />;
  else if (!items)
    body = (
      <Center mih={160} aria-busy="true">
        <Loader aria-label={t('review.loading')} />
      </Center>
    );
  else
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('review.help')}
        </Text>
        <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
          <Table
            striped
            highlightOnHover
            withTableBorder
            verticalSpacing={4}
            fz="sm"
            aria-label={t(`review.title.${kind}`)}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('review.tickAll')}
                    checked={all}
                    indeterminate={ticked.length > 0 && !all}
                    disabled={!items.length || saving}
                    onChange={(e) =>
                      setUnticked(e.currentTarget.checked ? new Set() : new Set(items.map((i) => i.id)))
                    }
                  />
                </Table.Th>
                <Table.Th>{t(`review.subject.${kind}`)}</Table.Th>
                <Table.Th>{t(`review.target.${kind}`)}</Table.Th>
                {props.extraTitle && <Table.Th>{props.extraTitle}</Table.Th>}
                {/* Wide enough for a whole "✓ 100%" badge beside the cell's padding. */}
                <Table.Th w={104} ta="right">
                  {t('review.score')}
                </Table.Th>
                <Table.Th>{t('review.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 && <EmptyTableRow colSpan={columns} text={t(`review.empty.${kind}`)} />}
              {items.map((item) => (
                <Table.Tr key={item.id} data-review-id={item.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('review.tick', { name: item.subject })}
                      checked={!unticked.has(item.id)}
                      disabled={saving}
                      onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.subject}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.target}</Table.Td>
                  {props.extraTitle && <Table.Td>{item.extra}</Table.Td>}
                  <Table.Td ta="right">
                    <ScoreBadge score={item.score} confident />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.reason}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    );

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t(`review.title.${kind}`)}
      size="xl"
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      <Stack gap="md">
        {props.conflict && !result && (
          <Alert color="red" role="alert" py="xs">
            {props.conflict}
          </Alert>
        )}
        {body}
        <Box style={MODAL_STICKY_FOOTER}>
          <Group justify="flex-end" gap="sm" mt="xs">
            {result ? (
              <Button onClick={props.onClose} data-autofocus>
                {t('review.close')}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={props.onClose} disabled={saving}>
                  {t('review.cancel')}
                </Button>
                <Button
                  loading={saving}
                  disabled={!ticked.length || props.loadError}
                  onClick={() => props.onSubmit(ticked)}
                >
                  {t(`review.submit.${kind}`, { count: ticked.length, n: number.format(ticked.length) })}
                </Button>
              </>
            )}
          </Group>
        </Box>
      </Stack>
    </Modal>
  );
}
