import { INTL_LOCALE_TAGS } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { MailWarning } from 'lucide-react';
import { useEffect, useId } from 'react';
import { BreakableEmail } from '../../components/ui/breakable-email.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import tables from '../../components/ui/table.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './contact-inbox.module.css';
import { HandledCell, MessageText, StatusBadge } from './inbox-cells.tsx';
import { fetchMessages, selectContactInbox } from './inbox-slice.ts';

/** A phone number as a tel: link wants it (digits and a leading plus). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The contact form's messages for Admins and Editors: 15 a page, newest first, with the mail delivery
 * state of each and a handled mark. Says so when the server only stores them (no SMTP_URL).
 */
export function InboxPanel() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectContactInbox(s));
  const id = useId();

  useEffect(() => {
    void dispatch(fetchMessages(1));
  }, [dispatch]);

  // Turkish: 20.11.2026 14:05 (the date over the time in the table).
  const locale = INTL_LOCALE_TAGS[langFromCode(i18n.resolvedLanguage)];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });

  return (
    <section aria-labelledby={`${id}-title`} className={local.panel}>
      <h1 id={`${id}-title`}>{t('cms:inbox.title')}</h1>
      <p className={local.muted}>{t('cms:inbox.intro')}</p>
      {state.mailEnabled === false && (
        <div className={local.notice} role="note">
          <MailWarning size={20} aria-hidden />
          <p>
            <strong>{t('cms:inbox.mailOffTitle')}</strong> {t('cms:inbox.mailOff')}
          </p>
        </div>
      )}
      {state.error && (
        <p className={local.alert} role="alert">
          {state.error}
        </p>
      )}
      <p className={local.muted} aria-live="polite">
        {t('cms:inbox.summary', {
          count: state.totalCount,
          page: state.pageNumber,
          pages: Math.max(1, state.totalPages),
        })}
      </p>
      <div className={`${tables.scroll} ${tables.framed}`}>
        <table
          className={`${tables.table} ${tables.compact} ${tables.stack} ${local.table}`}
          aria-label={t('cms:inbox.tableLabel')}
          aria-busy={state.loading}
        >
          <thead>
            <tr>
              <th scope="col">{t('cms:inbox.columns.date')}</th>
              <th scope="col">{t('cms:inbox.columns.sender')}</th>
              <th scope="col">{t('cms:inbox.columns.message')}</th>
              <th scope="col">{t('cms:inbox.columns.delivery')}</th>
              <th scope="col">{t('cms:inbox.columns.handled')}</th>
            </tr>
          </thead>
          <tbody>
            {state.items.length === 0 && (
              <tr>
                <td colSpan={5}>{state.loading ? t('cms:loading') : t('cms:inbox.empty')}</td>
              </tr>
            )}
            {state.items.map((item) => {
              const created = new Date(item.createdAt);
              return (
                <tr
                  key={item.id}
                  data-message-id={item.id}
                  data-handled={item.handled}
                  className={item.handled ? local.handledRow : undefined}
                >
                  <td className={local.date} data-label={t('cms:inbox.columns.date')}>
                    <span>{day.format(created)}</span> <span>{clock.format(created)}</span>
                  </td>
                  <th scope="row" className={local.sender} data-label={t('cms:inbox.columns.sender')}>
                    <span className={local.name}>{item.fullName}</span>
                    <span className={local.contact}>
                      {item.email && (
                        <a href={`mailto:${item.email}`} dir="ltr">
                          <BreakableEmail address={item.email} />
                        </a>
                      )}
                      <a href={telHref(item.phoneNumber)} dir="ltr">
                        {item.phoneNumber}
                      </a>
                    </span>
                  </th>
                  <td className={local.messageCell} data-label={t('cms:inbox.columns.message')}>
                    <MessageText id={item.id} text={item.message} />
                  </td>
                  <td data-label={t('cms:inbox.columns.delivery')}>
                    {/* The grid inside the cell: a cell of its own stays a table cell (the row stays whole). */}
                    <div className={local.delivery}>
                      <StatusBadge status={item.deliveryStatus} />
                      <span className={local.attempts}>
                        {t('cms:inbox.attempts', { attempts: item.attempts })}
                      </span>
                    </div>
                  </td>
                  <td data-label={t('cms:inbox.columns.handled')}>
                    <HandledCell item={item} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination
        page={state.pageNumber}
        pages={state.totalPages}
        disabled={state.loading}
        labels={{
          nav: t('cms:pagination.label'),
          first: t('cms:pagination.first'),
          previous: t('cms:pagination.previous'),
          next: t('cms:pagination.next'),
          last: t('cms:pagination.last'),
          page: (page) => t('cms:pagination.page', { page }),
        }}
        onPage={(page) => void dispatch(fetchMessages(page))}
      />
    </section>
  );
}
