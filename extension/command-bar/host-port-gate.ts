/**
 * The bar frame's side of the handshake with its content script (issue 33): given the secret the frame claimed
 * from the background (null when it got none), each offer of a port says whether to take it. Exactly one is
 * taken, the first that carries the secret; an offer without it, or any after the first, is refused, so a port
 * the page slips in (before or after the content script's) never reaches the bar.
 */
export function hostPortGate(secret: Promise<string | null>): (offered: unknown) => Promise<boolean> {
  let taken = false;
  return async (offered) => {
    const own = await secret;
    if (taken || own === null || offered !== own) return false;
    taken = true;
    return true;
  };
}
