import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { BODY_LIMITS } from '../plugins/request-bounds.ts';
import { type Outcome, type PayloadGroup, rawRequest, type Target } from './small-requests-kit.ts';

// The input-shaped payloads of "small requests, big cost" (docs/security.md "Bounded work per
// request"): crafted e-mails, compressed bodies, huge error lists (the bodies that never finish are in
// slow-body-payloads.ts: importing them builds none of the bombs below).
const MB = 1024 * 1024;
const dots = (count: number) => `a@${'.'.repeat(count)}@`;
const json = (value: unknown) => JSON.stringify(value);
/** 1,300 weighted languages, none of them supported (about 12 KB: under Node's 16 KB header limit). */
export const LONG_ACCEPT_LANGUAGE = Array.from(
  { length: 1300 },
  (_, index) => `x${index};q=0.${(index % 8) + 1}`,
).join(',');

/** Every route that takes an e-mail: its body around a given address, and whether it needs the Admin. */
const EMAIL_ROUTES: {
  method: 'POST' | 'PUT';
  path: string;
  admin: boolean;
  body: (email: string) => unknown;
}[] = [
  {
    method: 'POST',
    path: '/api/Auth/register',
    admin: false,
    body: (email) => ({ userName: 'kisi.bir', email, password: 'Gizli-Parola-42' }),
  },
  {
    method: 'POST',
    path: '/api/Users',
    admin: true,
    body: (email) => ({ userName: 'kisi.iki', email, password: 'Gizli-Parola-42', roles: ['User'] }),
  },
  {
    method: 'PUT',
    path: '/api/Users',
    admin: true,
    body: (email) => ({ id: 1, userName: 'kisi.uc', email, roles: ['User'] }),
  },
  {
    method: 'POST',
    path: '/api/send_mail_contact.php',
    admin: false,
    body: (email) => ({ full_name: 'Ayşe Yılmaz', phone_number: '05321234567', email }),
  },
];

/** The route's body with the crafted address grown to `bytes` in all. */
function filled(body: (email: string) => unknown, bytes: number): string {
  const overhead = json(body('a@@')).length;
  return json(body(dots(Math.max(1, bytes - overhead - 16))));
}

const emailGroup: PayloadGroup = {
  name: 'crafted e-mail addresses',
  payloads: EMAIL_ROUTES.flatMap((route) => {
    const limit = route.path.endsWith('.php')
      ? 4 * 1024
      : (BODY_LIMITS[`${route.method} ${route.path}`] ?? 0);
    const send = (body: string) => (target: Target) =>
      rawRequest(target, {
        method: route.method,
        path: route.path,
        body,
        headers: route.admin ? target.admin : {},
      });
    return [
      {
        name: `${route.method} ${route.path} at its limit`,
        count: 20,
        send: send(filled(route.body, limit)),
        expect: [400],
        maxMs: 500,
      },
      {
        name: `${route.method} ${route.path} 1 MB`,
        count: 5,
        send: send(filled(route.body, MB)),
        expect: [413, 'reset'] as Outcome[],
        maxMs: 2000,
      },
    ];
  }),
};

/** 10 MB of nested arrays as 10 KB of gzip, and the same kind of bomb in deflate and brotli. */
const nested = Buffer.from(`{"a":${'['.repeat(5 * MB)}${']'.repeat(5 * MB)}}`);
const BOMBS: [string, Buffer][] = [
  ['gzip', gzipSync(nested)],
  ['deflate', deflateSync(nested)],
  ['br', brotliCompressSync(nested)],
];
const compressedGroup: PayloadGroup = {
  name: 'compressed bodies',
  payloads: BOMBS.flatMap(([encoding, body]) =>
    ['/api/Auth/login', '/api/banks/search/ihtiyac', '/api/guides/admin/x', '/api/send_mail_contact.php'].map(
      (path) => ({
        name: `${encoding} bomb to ${path}`,
        count: 5,
        send: (target: Target) =>
          rawRequest(target, {
            method: path.includes('guides') ? 'PUT' : 'POST',
            path,
            body,
            headers: { 'content-encoding': encoding, ...(path.includes('guides') ? target.admin : {}) },
          }),
        expect: [415, 413, 'reset'] as Outcome[],
        maxMs: 1000,
      }),
    ),
  ),
};

/** 10,000 invalid values: unclean strings to the largest body route, and to a public one. */
const unclean = json({
  texts: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, 'a\u0000'])),
});
const wrongTypes = json({ amount: Array.from({ length: 10_000 }, () => 'x'), maturity: {} });
const errorListGroup: PayloadGroup = {
  name: 'huge error lists with a 1,300-entry Accept-Language',
  payloads: [
    {
      name: '10,000 unclean values to the guide editor',
      count: 10,
      send: (target) =>
        rawRequest(target, {
          method: 'PUT',
          path: '/api/guides/admin/bir-rehber',
          body: unclean,
          headers: { ...target.admin, 'accept-language': LONG_ACCEPT_LANGUAGE },
        }),
      expect: [400],
      maxMs: 500,
    },
    {
      name: '10,000 invalid values to a public search',
      count: 10,
      send: (target) =>
        rawRequest(target, {
          method: 'POST',
          path: '/api/banks/search/ihtiyac',
          body: wrongTypes,
          headers: { 'accept-language': LONG_ACCEPT_LANGUAGE },
        }),
      expect: [413, 'reset'],
      maxMs: 500,
    },
  ],
};

/** The groups that answer at once (the bodies that never finish wait 30 s: slow-body-payloads.ts). */
export const inputGroups: PayloadGroup[] = [emailGroup, compressedGroup, errorListGroup];
