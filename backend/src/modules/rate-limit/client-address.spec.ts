import { clientLimitKey } from './client-address.js';

describe(clientLimitKey.name, () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientLimitKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientLimitKey('192.0.2.2')).toBe('192.0.2.2');
  });

  it.each(['::ffff:192.0.2.1', '::FFFF:192.0.2.1', '::ffff:c000:201', '0:0:0:0:0:ffff:c000:0201'])(
    'counts the IPv4-mapped %s as its IPv4 address',
    (mapped) => {
      expect(clientLimitKey(mapped)).toBe('192.0.2.1');
    },
  );

  it.each([
    '2001:db8:1:2::1',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
    '2001:0db8:0001:0002:a:b:c:d',
    '2001:DB8:1:2::1%eth0',
    '2001:db8:1:2:0:0:192.0.2.1',
  ])('groups %s under its /64', (address) => {
    expect(clientLimitKey(address)).toBe('2001:db8:1:2::/64');
  });

  it('keeps neighbouring /64 prefixes apart', () => {
    expect(clientLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientLimitKey('::')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientLimitKey('')).toBe('');
    expect(clientLimitKey('unknown')).toBe('unknown');
  });
});
