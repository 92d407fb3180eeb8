import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, emailField, rolesField, userNameField } from './account-schemas.ts';
import { messages } from './account-schemas-test-helpers.ts';

describe('user name', () => {
  it.each([
    ['ali', 'ali'],
    ['  veli  ', 'veli'],
    ['Çağrı_01.x-y', 'Çağrı_01.x-y'],
    ['محمد', 'محمد'],
    ['a'.repeat(50), 'a'.repeat(50)],
  ])('accepts %j', (input, output) => {
    expect(userNameField.parse(input)).toBe(output);
  });

  it.each(['al', 'a'.repeat(51), 'ali@veli', 'ali veli', 'ali!', '', '   ', undefined, 42])(
    'refuses %j',
    (input) => {
      expect(messages(userNameField, input)).toEqual([AUTH_MESSAGES.userName]);
    },
  );
});

describe('e-mail', () => {
  it.each([
    ['ali@example.com', 'ali@example.com'],
    ['  ali.veli+not@alt.example.com.tr ', 'ali.veli+not@alt.example.com.tr'],
    [`${'a'.repeat(243)}@example.com`, `${'a'.repeat(243)}@example.com`],
  ])('accepts %j', (input, output) => {
    expect(emailField.parse(input)).toBe(output);
  });

  it.each([
    'ali',
    'ali@example',
    '@example.com',
    'ali@.com',
    'ali veli@example.com',
    'ali@veli@example.com',
    `${'a'.repeat(244)}@example.com`,
    '',
    null,
    7,
  ])('refuses %j', (input) => {
    expect(messages(emailField, input)).toContain(AUTH_MESSAGES.email);
    expect(new Set(messages(emailField, input))).toEqual(new Set([AUTH_MESSAGES.email]));
  });
});

describe('roles', () => {
  it('deduplicates and puts the chosen roles in the canonical order', () => {
    expect(rolesField.parse(['User', 'Admin', 'User'])).toEqual(['Admin', 'User']);
    expect(rolesField.parse(['Editor'])).toEqual(['Editor']);
  });

  it.each([[[]], [['admin']], [['Admin', 'Root']], ['Admin'], [[1]], [undefined]])('refuses %j', (input) => {
    expect(messages(rolesField, input)).toEqual([AUTH_MESSAGES.roles]);
  });
});
