/**
 * Whether the /auth page may send the person to `address` (issue 33): the configured provider's authorization
 * endpoint (`endpoint`: the same scheme, host, port and path; no user in the address) carrying the `state` the page
 * checks on the way back. Any other address is refused, whoever answered it.
 */
export function isProviderAddress(address: string, endpoint: string | undefined, state: string): boolean {
  if (!endpoint) return false;
  try {
    const url = new URL(address);
    const at = new URL(endpoint);
    return (
      url.origin === at.origin &&
      url.pathname === at.pathname &&
      !url.username &&
      !url.password &&
      url.searchParams.get('state') === state
    );
  } catch {
    return false;
  }
}
