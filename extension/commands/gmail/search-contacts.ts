import { ReconnectGoogleError } from '../../shared/call-google';
import type { CommandDeps } from '../define-background';
import { GMAIL_COPY } from './gmail-copy';
import { contactsPath, contactSuggestions } from './gmail-contacts';

/**
 * To's suggestions for `query` ('' is the warm-up request made when /gmail opens). Without contacts access
 * (its permission may be unticked at Google) there are simply none; a grant that needs connecting again is
 * said at once, before anything is typed.
 */
export async function searchContacts(
  d: Pick<CommandDeps, 'google'>,
  query: string,
): Promise<{ suggestions: string[]; reconnect?: string }> {
  try {
    return {
      suggestions: contactSuggestions(
        await d.google.call('gmail', 'people', GMAIL_COPY.contactsWhat, contactsPath(query)),
      ),
    };
  } catch (error) {
    return error instanceof ReconnectGoogleError ? { suggestions: [], reconnect: error.message } : { suggestions: [] };
  }
}
