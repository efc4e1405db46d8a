import { isIPv4, isIPv6 } from 'node:net';

const GROUPS = 8;
/** The groups of a /64 prefix: what one subscriber is usually handed, and rotates within freely. */
const PREFIX_GROUPS = 4;

/** The eight 16-bit groups of a valid IPv6 address, its zone and any dotted IPv4 tail unfolded. */
function ipv6Groups(address: string): number[] {
  const [withoutZone = address] = address.split('%');
  let text = withoutZone.toLowerCase();
  const dotted = text.lastIndexOf(':');
  const tail = text.slice(dotted + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, dotted + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [head = '', rest] = text.split('::');
  const front = parse(head);
  if (rest === undefined) return front;
  const back = parse(rest);
  return [...front, ...Array<number>(GROUPS - front.length - back.length).fill(0), ...back];
}

/**
 * The key a per-client limit counts an address under: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address as its IPv4 address), an IPv6 address by its /64, so that a client cannot
 * get fresh limits by rotating through the 2^64 addresses its network was given. Anything else
 * (no address known) is its own key.
 */
export function clientLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = groups.slice(0, PREFIX_GROUPS).map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}
