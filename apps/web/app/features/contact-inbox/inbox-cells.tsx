import type { ContactMessageItem, DeliveryStatus } from '@pusula/core/contract/contact.ts';
import { CheckCircle2, CircleCheck, Clock, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './contact-inbox.module.css';
import { selectContactInbox, setMessageHandled } from './inbox-slice.ts';

/** Characters of a message shown before "Tümünü göster". */
export const PREVIEW_CHARS = 120;

/** The start of a long message, cut at a word where one is near. */
export function shortened(text: string, limit = PREVIEW_CHARS): string | null {
  if (text.length <= limit) return null;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const STATUS_ICON: Record<DeliveryStatus, typeof Clock> = {
  pending: Clock,
  sent: CheckCircle2,
  failed: XCircle,
};

export function StatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  const Icon = STATUS_ICON[status];
  return (
    <span className={local.status} data-status={status}>
      <Icon size={14} aria-hidden /> {t(`cms:inbox.status.${status}`)}
    </span>
  );
}

export function MessageText({ id, text }: { id: number; text: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = `message-${id}-text`;
  if (!text) return <span className={local.muted}>{t('cms:inbox.noMessage')}</span>;
  const short = shortened(text);
  if (!short) return <p className={local.message}>{text}</p>;
  return (
    <div className={local.messageWrap}>
      <p id={bodyId} className={local.message}>
        {open ? text : short}
      </p>
      <button
        type="button"
        className={local.linkButton}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('cms:inbox.showLess') : t('cms:inbox.showAll')}
      </button>
    </div>
  );
}

export function HandledCell({ item }: { item: ContactMessageItem }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectContactInbox(state).updating.includes(item.id));
  const change = (handled: boolean) =>
    void dispatch(setMessageHandled({ id: item.id, handled }))
      .unwrap()
      .then(
        () =>
          toast.success(
            t(handled ? 'cms:inbox.markedHandled' : 'cms:inbox.markedOpen', { name: item.fullName }),
          ),
        () => undefined,
      );
  if (!item.handled) {
    return (
      <button
        type="button"
        className={local.actionButton}
        aria-label={t('cms:inbox.markHandledNamed', { name: item.fullName })}
        disabled={busy}
        onClick={() => change(true)}
      >
        <CircleCheck size={18} aria-hidden /> {t('cms:inbox.markHandled')}
      </button>
    );
  }
  return (
    <div className={local.handled}>
      <span className={local.handledBadge}>
        <CheckCircle2 size={14} aria-hidden /> {t('cms:inbox.handled')}
      </span>
      <button
        type="button"
        className={local.linkButton}
        aria-label={t('cms:inbox.markOpenNamed', { name: item.fullName })}
        disabled={busy}
        onClick={() => change(false)}
      >
        <RotateCcw size={14} aria-hidden /> {t('cms:inbox.markOpen')}
      </button>
    </div>
  );
}
