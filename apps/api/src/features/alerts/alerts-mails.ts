import { formatAlertFigure } from '@pusula/core/alerts/alert-format.ts';
import type { AlertKind } from '@pusula/core/alerts/alert-kinds.ts';
import { isLang, type Lang } from '@pusula/core/i18n/languages.ts';
import { translate } from '@pusula/core/i18n/translate.ts';
import { ALERT_CONFIRM_PATH, ALERT_MANAGE_PATH, ALERT_UNSUBSCRIBE_PATH } from '@pusula/core/site/routes.ts';
import type { NewMail } from '../../lib/mail-outbox/mail-outbox.ts';

export interface AlertMailFacts {
  id: string;
  email: string;
  kind: AlertKind;
  threshold: number;
  lang: string;
}

/** Where the links of the mails point (SITE_URL). */
export interface AlertLinks {
  siteUrl: string;
}

const langOf = (value: string): Lang => (isLang(value) ? value : 'tr');

function condition(alert: AlertMailFacts) {
  const lang = langOf(alert.lang);
  return {
    lang,
    condition: translate(lang, `alerts:kinds.${alert.kind}`),
    threshold: formatAlertFigure(alert.kind, alert.threshold, lang),
  };
}

/** The unsubscribe footer and the RFC 8058 headers of a mail that carries `token`. */
function withUnsubscribe(lang: Lang, body: string, token: string, links: AlertLinks) {
  const page = `${links.siteUrl}${ALERT_UNSUBSCRIBE_PATH}?token=${token}`;
  const manage = `${links.siteUrl}${ALERT_MANAGE_PATH}?token=${token}`;
  const footer = [
    translate(lang, 'alerts:mail.footer', { link: page }),
    translate(lang, 'alerts:mail.manage', { link: manage }),
  ].join('\n\n');
  return {
    text: `${body}\n\n-- \n${footer}\n`,
    headers: {
      'List-Unsubscribe': `<${links.siteUrl}/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The double opt-in mail: the confirmation link, and the unsubscribe link like every mail. */
export function confirmMail(
  alert: AlertMailFacts,
  tokens: { confirm: string; unsubscribe: string },
  links: AlertLinks,
): NewMail {
  const facts = condition(alert);
  const link = `${links.siteUrl}${ALERT_CONFIRM_PATH}?token=${tokens.confirm}`;
  return {
    kind: 'alert-confirm',
    dedupeKey: `alert:${alert.id}:confirm`,
    to: alert.email,
    subject: translate(facts.lang, 'alerts:mail.confirmSubject'),
    ...withUnsubscribe(
      facts.lang,
      translate(facts.lang, 'alerts:mail.confirmBody', { ...facts, link }),
      tokens.unsubscribe,
      links,
    ),
  };
}

/** The mail of one crossing (`crossing` numbers it, so it is queued at most once). */
export function firedMail(
  alert: AlertMailFacts,
  value: number,
  crossing: number,
  unsubscribeToken: string,
  links: AlertLinks,
): NewMail {
  const facts = condition(alert);
  const current = formatAlertFigure(alert.kind, value, facts.lang);
  return {
    kind: 'alert-fired',
    dedupeKey: `alert:${alert.id}:fired:${crossing}`,
    to: alert.email,
    subject: translate(facts.lang, 'alerts:mail.firedSubject', facts),
    ...withUnsubscribe(
      facts.lang,
      translate(facts.lang, 'alerts:mail.firedBody', { ...facts, value: current }),
      unsubscribeToken,
      links,
    ),
  };
}
