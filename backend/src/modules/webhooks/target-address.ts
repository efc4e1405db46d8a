import { isIP } from 'node:net';

/**
 * Whether an IP address may receive webhooks: only public unicast addresses. Loopback, private,
 * shared (CGNAT), link-local (where cloud metadata services live), unique-local, multicast,
 * reserved and unspecified ranges are refused, also when written in an IPv6 form that carries an
 * IPv4 address (mapped, translated, compatible, 6to4) or tunnels to one (NAT64, Teredo), so that an
 * endpoint URL cannot make the server call into its own network.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return isPublicIpv4(ipv4Octets(address));
  if (version === 6) return isPublicIpv6(address);
  return false;
}

function ipv4Octets(address: string): number[] {
  return address.split('.').map(Number);
}

function isPublicIpv4([a, b]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127) return false; // this network, private, loopback
  if (a === 100 && b >= 64 && b <= 127) return false; // shared address space (CGNAT)
  if (a === 169 && b === 254) return false; // link-local, cloud metadata
  if (a === 172 && b >= 16 && b <= 31) return false; // private
  if (a === 192 && b === 168) return false; // private
  if (a === 192 && b === 0) return false; // IETF protocol assignments, documentation
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a >= 224) return false; // multicast, reserved, broadcast
  return true;
}

/** The eight 16-bit groups of an IPv6 address, with `::` and a trailing IPv4 part expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = ipv4Octets(embedded[1]);
    const high = ((a << 8) | b).toString(16);
    const low = ((c << 8) | d).toString(16);
    text = `${text.slice(0, -embedded[1].length)}${high}:${low}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const front = parse(head);
  const back = parse(tail);
  const missing = 8 - front.length - back.length;
  return [...front, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
}

/** The IPv4 address held in two 16-bit groups. */
function ipv4Of(high: number, low: number): number[] {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  const [first, second] = groups;
  if (groups.slice(0, 7).every((group) => group === 0)) return false; // :: and ::1
  const embedded = embeddedIpv4(groups);
  if (embedded) return isPublicIpv4(embedded);
  if ((first & 0xfe00) === 0xfc00) return false; // unique-local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  // NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48) reaches whatever IPv4 the translator
  // can reach, its own network included, so none is a receiver's address.
  if (first === 0x64 && second === 0xff9b) return false;
  // Teredo (2001::/32) hides the client's IPv4 in its last groups and tunnels to it: refused whole.
  if (first === 0x2001 && second === 0) return false;
  if (first === 0x2001 && second === 0x0db8) return false; // documentation
  if (first === 0x0100 && groups.slice(1, 4).every((group) => group === 0)) return false; // discard
  return true;
}

/**
 * The IPv4 address an IPv6 form carries and leads to, judged instead of the IPv6 one: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d, RFC 2765), the deprecated IPv4-compatible
 * (::a.b.c.d) and 6to4 (2002:aabb:ccdd::/48), whose relay delivers to the IPv4 address.
 */
function embeddedIpv4(groups: number[]): number[] | null {
  const zerosBefore = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zerosBefore(5) && (groups[5] === 0xffff || groups[5] === 0)) {
    return ipv4Of(groups[6], groups[7]);
  }
  if (zerosBefore(4) && groups[4] === 0xffff && groups[5] === 0) {
    return ipv4Of(groups[6], groups[7]);
  }
  if (groups[0] === 0x2002) return ipv4Of(groups[1], groups[2]);
  return null;
}
