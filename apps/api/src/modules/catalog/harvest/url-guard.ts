import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { HarvestError } from './harvest-error.ts';

/** Parses a link a customer pasted; only absolute http(s) URLs without credentials pass. */
export function parseHarvestUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new HarvestError(
      'unsupported_url',
      'This is not a valid link. Paste the full product URL.',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HarvestError('unsupported_url', 'Only http and https links can be imported.');
  }
  if (url.username || url.password) {
    throw new HarvestError(
      'unsupported_url',
      'Links with a user name or password cannot be imported.',
    );
  }
  url.hash = '';
  return url;
}

/** True for addresses on the public internet; loopback, private, link-local and the like fail. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) back into IPv4 before the check.
  return ipaddr.process(address).range() === 'unicast';
}

function refuse(host: string): HarvestError {
  return new HarvestError('host_not_allowed', `Links to ${host} cannot be imported.`);
}

/**
 * A `lookup` for http.request that resolves the host and refuses the connection when any
 * address is not public. Checking at connect time (every hop of a redirect chain included)
 * closes the gap between checking a name and connecting to what it resolves to later.
 */
export function guardedLookup(allowPrivate: boolean): typeof dns.lookup {
  const lookup = (
    hostname: string,
    options: dns.LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | dns.LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(refuse(hostname) as unknown as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      return first
        ? callback(null, first.address, first.family)
        : callback(refuse(hostname) as unknown as NodeJS.ErrnoException, []);
    });
  };
  return lookup as unknown as typeof dns.lookup;
}

/** Checks a URL's host before we accept the job, so the customer hears at once. */
export async function assertAllowedHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) {
    if (!isPublicAddress(host)) throw refuse(host);
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    throw refuse(host);
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new HarvestError('unreachable', `The shop at ${host} could not be found.`);
  }
  if (addresses.some((a) => !isPublicAddress(a.address))) throw refuse(host);
}
