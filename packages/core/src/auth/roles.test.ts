import { describe, expect, it } from 'vitest';
import { CONSOLE_PATHS, canUseConsole, isRole, landingPathFor, ROLES } from './roles.ts';

describe('roles', () => {
  it('knows exactly Admin, Editor and User', () => {
    expect(ROLES).toEqual(['Admin', 'Editor', 'User']);
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const other of ['admin', 'Root', '', null, 1, ['Admin']]) expect(isRole(other)).toBe(false);
  });

  it('lets Admins and Editors into the console and sends a User to the profile', () => {
    expect(canUseConsole(['Admin'])).toBe(true);
    expect(canUseConsole(['User', 'Editor'])).toBe(true);
    expect(canUseConsole(['User'])).toBe(false);
    expect(canUseConsole([])).toBe(false);
    expect(landingPathFor(['Editor'])).toBe(CONSOLE_PATHS.home);
    expect(landingPathFor(['User'])).toBe(CONSOLE_PATHS.profile);
  });
});
