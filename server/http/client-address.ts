import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail made into two groups). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const parts = tail[1]!.split('.').map(Number);
    text =
      text.slice(0, tail.index) +
      ((parts[0]! << 8) | parts[1]!).toString(16) +
      ':' +
      ((parts[2]! << 8) | parts[3]!).toString(16);
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group || '0', 16),
  );
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

/**
 * The part of a client's address that a limit counts (decision 062): an IPv4 address whole
 * (/32), an IPv6 address by its /64 (one subscriber's network: anyone given a /64 can pick any
 * of its 2^64 addresses). An IPv4 address mapped into IPv6 is its IPv4 address. Never the
 * User-Agent or anything else the client chooses.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export { ipv6Groups };
