import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.ts';

describe('addressGroup: what a limit counts as one client (docs/security.md "Sign-in limits")', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads IPv4-mapped IPv6 as the IPv4 address it carries', () => {
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('groups IPv6 addresses by their /64 prefix, whatever the spelling', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::7%eth0',
    ])
      expect(addressGroup(address), address).toBe(group);
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is not an address alone, cut to 64 characters', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('x'.repeat(500))).toHaveLength(64);
  });
});
