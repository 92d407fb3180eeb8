import type { ContactMessageItem } from '@pusula/core/contract/contact.ts';
import { describe, expect, it } from 'vitest';
import { shortened } from './inbox-cells.tsx';
import { telHref } from './inbox-panel.tsx';
import { contactInboxReducer, fetchMessages, initialInboxState, setMessageHandled } from './inbox-slice.ts';

const item = (id: number, handled = false): ContactMessageItem => ({
  id,
  fullName: 'Ayşe Yılmaz',
  email: null,
  phoneNumber: '+90 (212) 555-00 00',
  message: 'Merhaba',
  createdAt: '2026-11-20T10:00:00.000Z',
  deliveryStatus: 'pending',
  attempts: 0,
  handled,
});
const page = (pageNumber: number) => ({
  items: [item(pageNumber)],
  totalCount: 20,
  pageNumber,
  pageSize: 15,
  totalPages: 2,
  hasPreviousPage: pageNumber > 1,
  hasNextPage: pageNumber < 2,
  mailEnabled: false,
});

describe('the inbox', () => {
  it('cuts a long message at a word, and leaves a short one whole', () => {
    expect(shortened('kısa mesaj')).toBeNull();
    const long = `${'kelime '.repeat(30)}son`;
    const short = shortened(long);
    expect(short?.endsWith('…')).toBe(true);
    expect(short!.length).toBeLessThanOrEqual(121);
    expect(short).not.toMatch(/ …$/);
  });

  it('dials the digits of a phone number', () => {
    expect(telHref('+90 (212) 555-00 00')).toBe('tel:+902125550000');
  });

  it('drops the answer of a page the editor has left', () => {
    let state = contactInboxReducer(initialInboxState, {
      type: fetchMessages.pending.type,
      meta: { arg: 1 },
    });
    state = contactInboxReducer(state, { type: fetchMessages.pending.type, meta: { arg: 2 } });
    state = contactInboxReducer(state, {
      type: fetchMessages.fulfilled.type,
      payload: page(1),
      meta: { arg: 1 },
    });
    expect(state.items).toEqual([]);
    state = contactInboxReducer(state, {
      type: fetchMessages.fulfilled.type,
      payload: page(2),
      meta: { arg: 2 },
    });
    expect(state).toMatchObject({ pageNumber: 2, totalPages: 2, mailEnabled: false, loading: false });
  });

  it('marks a message handled once the server has answered', () => {
    let state = { ...initialInboxState, items: [item(7)] };
    const arg = { id: 7, handled: true };
    state = contactInboxReducer(state, { type: setMessageHandled.pending.type, meta: { arg } });
    expect(state.updating).toEqual([7]);
    expect(state.items[0]?.handled).toBe(false);
    state = contactInboxReducer(state, {
      type: setMessageHandled.fulfilled.type,
      payload: item(7, true),
      meta: { arg },
    });
    expect(state).toMatchObject({ updating: [], items: [{ id: 7, handled: true }] });
  });
});
