import { BlockList, isIP } from 'node:net';

/** The named ranges TRUST_PROXY takes, as Fastify's own `trustProxy` (proxy-addr) names them. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

type Range = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** An address (a range of one) or `address/prefix-length`; undefined for anything else. */
function rangeOf(entry: string): Range | undefined {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(bits)) || prefix > bits) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether TRUST_PROXY can take this entry: an address, a CIDR range or a named range. */
export function isProxyEntry(entry: string): boolean {
  return entry in namedRanges || rangeOf(entry) !== undefined;
}

/**
 * Whether a peer is one of the configured proxies: only then are its X-Forwarded-For and
 * X-Request-Id believed. IPv4 clients seen as IPv4-mapped IPv6 (`::ffff:10.0.0.5`) match their
 * IPv4 entries; anything that is not an address never matches.
 */
export function trustedProxies(
  entries: readonly string[],
): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const proxies = new BlockList();
  for (const entry of entries.flatMap((entry) => namedRanges[entry] ?? [entry])) {
    const range = rangeOf(entry);
    if (!range) throw new Error(`not a proxy address or range: ${entry}`);
    proxies.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const version = address ? isIP(address) : 0;
    return version !== 0 && proxies.check(address!, version === 4 ? 'ipv4' : 'ipv6');
  };
}
