import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import type { RefObject } from 'react';
import { tickerCodeName } from '../../lib/i18n/ticker-code-name.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './currency-settings.module.css';

interface RowProps {
  code: string;
  removable: boolean;
  onRemove: (code: string) => void;
}

function SortableRow({ code, removable, onRemove }: RowProps) {
  const { t } = useTranslation();
  const name = tickerCodeName(t, code);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: code,
      attributes: { roleDescription: t('market:settings.dnd.roleDescription') },
    });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-code={code}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={t('market:settings.dragHandle', { name })}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={18} aria-hidden />
      </button>
      <span className={styles.rowCode}>{code}</span>
      <span className={styles.rowName}>{name}</span>
      <button
        type="button"
        className={styles.remove}
        onClick={() => onRemove(code)}
        disabled={!removable}
        aria-label={t('market:settings.remove', { name })}
        title={removable ? t('market:settings.remove', { name }) : t('market:settings.lastItem')}
      >
        <X size={16} aria-hidden />
      </button>
    </li>
  );
}

/** The chosen codes, reordered by dragging the handle with the pointer or with the keyboard. */
export function SortableSelection(props: {
  codes: string[];
  onMove: (active: string, over: string) => void;
  onRemove: (code: string) => void;
  dragging: RefObject<boolean>;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => tickerCodeName(t, String(id));
  const position = (id: string | number | undefined) => props.codes.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('market:settings.dnd.picked', { name: nameOf(active.id) }),
    // Over itself (right after the pick-up): keep the pick-up announcement.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('market:settings.dnd.over', { name: nameOf(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('market:settings.dnd.dropped', {
        name: nameOf(active.id),
        position: position(over?.id ?? active.id),
      }),
    onDragCancel: ({ active }) => t('market:settings.dnd.cancelled', { name: nameOf(active.id) }),
  };
  const end = (event: DragEndEvent) => {
    // Esc that cancelled a keyboard drag must not also close the modal: release on the next tick.
    setTimeout(() => {
      props.dragging.current = false;
    }, 0);
    if (event.over && event.active.id !== event.over.id)
      props.onMove(String(event.active.id), String(event.over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('market:settings.dnd.instructions') },
      }}
      onDragStart={() => {
        props.dragging.current = true;
      }}
      onDragEnd={end}
      onDragCancel={() =>
        setTimeout(() => {
          props.dragging.current = false;
        }, 0)
      }
    >
      <SortableContext items={props.codes} strategy={verticalListSortingStrategy}>
        <ol className={styles.selected}>
          {props.codes.map((code) => (
            <SortableRow
              key={code}
              code={code}
              removable={props.codes.length > 1}
              onRemove={props.onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
