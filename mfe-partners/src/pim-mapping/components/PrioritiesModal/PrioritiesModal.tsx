import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriorityItem } from '@feedhub/contracts';

/** Props of the priorities modal. */
export interface PrioritiesModalProps {
  /** Shown or not. */
  opened: boolean;
  /** The PIM category's name (the title says whose priorities these are). */
  category: string;
  /** The partners in their saved order; undefined while they load. */
  items: PriorityItem[] | undefined;
  /** Saving. */
  saving: boolean;
  /** The server's messages of the last failed save (e.g. a partner that no longer maps here). */
  error?: string;
  /** Save the partners in this order. */
  onSave(items: PriorityItem[]): void;
  /** Cancel, Escape or the close button. */
  onCancel(): void;
}

/** One partner of the list, dragged by its handle (mouse, touch, or keyboard: Space, arrows, Space). */
function PriorityRow({ item, position }: { item: PriorityItem; position: number }) {
  const { t } = useTranslation('mapping');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="xs"
      py={6}
      data-priority={item.name}
      data-position={position}
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('pimMapping.moveHandle', { name: item.name, position })}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} stroke={1.6} />
        </ActionIcon>
        <Badge variant="light" color="gray" radius="sm" miw={32}>
          {position}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * The priorities of a PIM category (SPEC §2 PIM category mapping): the partners whose categories
 * map to it, in the order their offers win; reordered by dragging a row's handle with the mouse or
 * with the keyboard (dnd-kit's keyboard sensor); Save sends the new order, Cancel leaves it.
 */
export function PrioritiesModal(props: PrioritiesModalProps) {
  const { opened, category, items, saving, error, onSave, onCancel } = props;
  const { t } = useTranslation('mapping');
  const [order, setOrder] = useState<PriorityItem[]>(items ?? []);
  useEffect(() => setOrder(items ?? []), [items]);
  // While a row is dragged, Escape cancels the drag, not the modal.
  const [dragging, setDragging] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier | undefined) => order.find((item) => item.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => order.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('pimMapping.dragStart', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('pimMapping.dragOver', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('pimMapping.dragEnd', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('pimMapping.dragCancel', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    setOrder((current) => {
      const from = current.findIndex((item) => item.id === active.id);
      const to = current.findIndex((item) => item.id === over.id);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('pimMapping.prioritiesTitle', { name: category })}
      size="lg"
      closeOnEscape={!dragging && !saving}
      closeOnClickOutside={!saving}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(order);
        }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" py="xs">
              {error}
            </Alert>
          )}
          {items === undefined ? (
            <Center mih={120}>
              <Loader aria-label={t('zeroAmounts.loading')} />
            </Center>
          ) : order.length === 0 ? (
            <Text c="dimmed" size="sm" py="md" ta="center">
              {t('pimMapping.noPriorities')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('pimMapping.prioritiesHelp')}
              </Text>
              <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
                <DndContext
                  sensors={sensors}
                  collisionDetection={closestCenter}
                  onDragStart={() => setDragging(true)}
                  onDragEnd={onDragEnd}
                  onDragCancel={() => setDragging(false)}
                  accessibility={{
                    announcements,
                    screenReaderInstructions: { draggable: t('pimMapping.dragInstructions') },
                  }}
                >
                  <SortableContext
                    items={order.map((item) => item.id)}
                    strategy={verticalListSortingStrategy}
                  >
                    <Stack gap={6} role="list" aria-label={t('pimMapping.priorities')}>
                      {order.map((item, i) => (
                        <div role="listitem" key={item.id}>
                          <PriorityRow item={item} position={i + 1} />
                        </div>
                      ))}
                    </Stack>
                  </SortableContext>
                </DndContext>
              </ScrollArea.Autosize>
            </>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!order.length}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
