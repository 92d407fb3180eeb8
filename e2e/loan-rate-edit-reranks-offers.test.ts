import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { figure, loanVisitor, PAGES } from './support/loan-steps.ts';
import { openHydrated as open } from './support/page-helpers.ts';
import { api, apiToken } from './support/sign-in.ts';

// An editor's rate change through the API, seen at once on the public personal-loan page.

const withVisitor = loanVisitor();

describe('an editor changes a rate', () => {
  it('and the public page shows the new ranking at once', async () => {
    const adminToken = await apiToken();
    const editorName = `editor${Date.now()}`;
    const created = await api('POST', '/Users', adminToken, {
      userName: editorName,
      email: `${editorName}@e2e.test`,
      password: 'Editor-Parola-42',
      roles: ['Editor'],
    });
    expect(created.status).toBe(201);
    const token = await apiToken(editorName, 'Editor-Parola-42');
    const history = (await api('GET', '/offers/history/Sekerbank', token)).body.data as {
      loans: { id: number; loanType: string; monthlyRate: number; retiredAt: string | null }[];
    };
    const offer = history.loans.find((row) => row.loanType === 'ihtiyac' && row.retiredAt === null);
    expect(offer).toBeDefined();

    await withVisitor({}, async (page) => {
      await open(page, PAGES[0].path, '#page-loan-amount');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      await page.getByTestId('loan-offer').first().waitFor();
      expect(await page.getByTestId('loan-offer').first().getAttribute('data-bank')).not.toBe('Sekerbank');

      const changed = await api('PUT', `/offers/loans/${offer?.id}`, token, { monthlyRate: 0.99 });
      expect(changed.status).toBe(200);
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const first = page.getByTestId('loan-offer').first();
      await expect.poll(() => first.getAttribute('data-bank')).toBe('Sekerbank');
      expect(await figure(first, 'Aylık Faiz')).toBe('%0,99');
      await first.getByText('En İyi Teklif').waitFor();
      await screenshot(page, 'loans-ihtiyac-after-edit-tr-1280');
      // Put the sample rate back (as a further change: the history keeps both).
      const newId = (changed.body.data as { id: number }).id;
      expect(
        (await api('PUT', `/offers/loans/${newId}`, token, { monthlyRate: offer?.monthlyRate })).status,
      ).toBe(200);
    });
  });
});
