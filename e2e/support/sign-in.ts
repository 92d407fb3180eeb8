import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';

/** The sign-in form's labels in Turkish and Arabic (docs/requirements/accounts-and-admin.md). */
export const TR_LOGIN = { identifier: 'E-posta veya kullanıcı adı', password: 'Şifre' };
export const AR_LOGIN = { identifier: 'البريد الإلكتروني أو اسم المستخدم', password: 'كلمة المرور' };
export type LoginLabels = typeof TR_LOGIN;

/**
 * Opens /login once React has hydrated it, fills the form and presses Enter, without waiting for
 * where it leads. The fields are found by their labels (checking them too), or by their
 * `autocomplete` type when `labels` is null (any language).
 */
export async function submitSignIn(
  page: Page,
  identifier: string,
  password: string,
  labels: LoginLabels | null = TR_LOGIN,
) {
  await page.goto('/login');
  await page.waitForFunction(() => {
    const field = document.querySelector('input[autocomplete="username"]');
    return field && Object.keys(field).some((key) => key.startsWith('__reactProps'));
  });
  const identifierField = labels
    ? page.getByLabel(labels.identifier)
    : page.locator('input[autocomplete="username"]');
  const passwordField = labels
    ? page.getByLabel(labels.password, { exact: true })
    : page.locator('input[autocomplete="current-password"]');
  await identifierField.fill(identifier);
  await passwordField.fill(password);
  await passwordField.press('Enter');
}

/** Signs in through the /login form and waits for the console's start page. */
export async function signInToConsole(
  page: Page,
  identifier: string,
  password: string,
  labels: LoginLabels | null = TR_LOGIN,
) {
  await submitSignIn(page, identifier, password, labels);
  await page.waitForURL('**/yonetim');
}

/** A JSON call to `/api<path>`, with a bearer token when given; the body is `{}` when not JSON. */
export async function api(method: string, path: string, token?: string, body?: object) {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** A bearer token from `POST /api/Auth/login` (the e2e admin's unless told otherwise). */
export async function apiToken(
  email: string = E2E_ADMIN.email,
  password: string = E2E_ADMIN.password,
): Promise<string> {
  const login = await api('POST', '/Auth/login', undefined, { email, password });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

/**
 * A new Editor account, made by the Admin (`token`) through the API: `prefix` plus the time as its
 * user name, at e2e.test, with `password`.
 */
export async function createEditor(token: string, prefix: string, password: string) {
  const userName = `${prefix}${Date.now()}`;
  const created = await api('POST', '/Users', token, {
    userName,
    email: `${userName}@e2e.test`,
    password,
    roles: ['Editor'],
  });
  expect(created.status).toBe(201);
  return { userName, password };
}
