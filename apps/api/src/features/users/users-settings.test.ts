import { describe, expect, it } from 'vitest';
import { account } from '../../test/auth-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { usersSuite } from '../../test/users-test-kit.ts';

// A user's own settings; adding and changing accounts: users-accounts.test.ts, the Admin rules:
// users-routes.test.ts.
const { ctx, call } = usersSuite();

describe(`users (${storeKind()})`, () => {
  it("saves the signed-in user's ticker currencies (1 to 5 known codes)", async () => {
    const user = await account(ctx.app, ctx.db, ['User']);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/Users/settings', headers: user.auth });
    const put = (selectedCurrencies: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/Users/settings',
        headers: user.auth,
        payload: { selectedCurrencies },
      });
    expect((await get()).json()).toEqual({ selectedCurrencies: null });
    const saved = await put(['usd', 'GOLD', 'BIST100']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ selectedCurrencies: ['USD', 'XAU', 'BIST100'] });
    expect((await get()).json()).toEqual({ selectedCurrencies: ['USD', 'XAU', 'BIST100'] });
    for (const wrong of [[], ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD'], ['XYZ'], 'USD']) {
      const response = await put(wrong);
      expect(response.statusCode).toBe(400);
    }
    expect((await put([])).json().errors).toEqual(['1 ile 5 arasında geçerli döviz kodu seçiniz.']);
    // Each account has its own selection.
    expect((await call('GET', '/api/Users/settings')).json()).toEqual({ selectedCurrencies: null });
  });
});
