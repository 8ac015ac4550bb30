/** SPEC §3 address fragment parameters. */
export interface FragmentParams {
  /** `token`, or else `access_token`. */
  token: string | null;
  /** `track`: a track id to play once the player and token are ready. */
  track: string | null;
}

/** Reads `#token=…` / `#access_token=…` and `#track=…` from a location hash. */
export function fragmentParams(hash: string): FragmentParams {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { token: params.get('token') || params.get('access_token') || null, track: params.get('track') || null };
}
