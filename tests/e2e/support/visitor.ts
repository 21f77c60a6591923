import { randomBytes } from 'node:crypto';

/**
 * A visitor's address of its own, for the `X-Forwarded-For` of the suite's requests: the product
 * the suite starts believes that header from the suite's loopback address (TRUST_PROXY, see
 * run-product.mjs), so the limits per address (refused cards, contact messages, sign-in)
 * count each test's visitor apart, as they count people behind a real proxy. From 2001:db8::/32, the addresses kept
 * for documentation.
 */
export function visitorAddress(): string {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  // Random in the network half: the limits count an IPv6 address by its /64 (decision 062).
  return `2001:db8:${a}:${b}::1`;
}
