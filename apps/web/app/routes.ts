import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { LEGAL_LIMITS_PATH } from '../../../packages/core/src/rules/legal-rule-types.ts';
import {
  ADMIN_PREFIX,
  ALERT_CONFIRM_PATH,
  ALERT_MANAGE_PATH,
  ALERT_UNSUBSCRIBE_PATH,
  ALERTS_PATH,
  CONVERTER_PATH,
  CURRENCY_PATH_PREFIX,
  TOOL_ROUTES,
} from '../../../packages/core/src/site/routes.ts';

// docs/requirements/site-and-pages.md#routes. Each tool page is its own module so each loads only its own code.
export default [
  index('routes/home.tsx'),
  ...TOOL_ROUTES.map((tool) => route(tool.path, `routes/tools/${tool.page}.tsx`)),
  route('/kampanyalar', 'routes/campaigns.tsx'),
  route('/iletisim', 'routes/contact.tsx'),
  route(LEGAL_LIMITS_PATH, 'routes/legal-limits.tsx'),
  route(CONVERTER_PATH, 'routes/currency-converter.tsx'),
  route(`${CURRENCY_PATH_PREFIX}:kod`, 'routes/currency.tsx'),
  route('/avantajli-cozumler/:slug', 'routes/guide.tsx'),
  route('/fonlar/karsilastir', 'routes/fund-compare.tsx'), // FUND_COMPARE_PATH
  route('/fonlar/:kod', 'routes/fund.tsx'), // fundPagePath()
  route(ALERTS_PATH, 'routes/alerts.tsx'),
  route(ALERT_CONFIRM_PATH, 'routes/alert-confirm.tsx'),
  route(ALERT_UNSUBSCRIBE_PATH, 'routes/alert-unsubscribe.tsx'),
  route(ALERT_MANAGE_PATH, 'routes/alert-manage.tsx'),
  route('/login', 'routes/login.tsx'),
  layout('routes/admin/admin-layout.tsx', [
    route(ADMIN_PREFIX, 'routes/admin/admin-home.tsx'),
    route(`${ADMIN_PREFIX}/kullanicilar`, 'routes/admin/users.tsx'),
    route(`${ADMIN_PREFIX}/kayitlar`, 'routes/admin/logs.tsx'),
    route(`${ADMIN_PREFIX}/teklifler`, 'routes/admin/offers.tsx'), // CONSOLE_PATHS.offers
    route(`${ADMIN_PREFIX}/icerik`, 'routes/admin/content.tsx'), // CONSOLE_PATHS.content
    route(`${ADMIN_PREFIX}/mesajlar`, 'routes/admin/inbox.tsx'), // CONSOLE_PATHS.inbox
    route(`${ADMIN_PREFIX}/tufe`, 'routes/admin/cpi.tsx'), // CONSOLE_PATHS.cpi
    route(`${ADMIN_PREFIX}/alarmlar`, 'routes/admin/alerts.tsx'), // CONSOLE_PATHS.alerts
    route(`${ADMIN_PREFIX}/profil`, 'routes/admin/profile.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
