import { z } from 'zod';
import { loadSettings } from '../../storage/settings-store';
import { visitOrigin } from '../../storage/visit-origin';
import { call, defineBackground } from '../define-background';
import { addClip, listClips, MAX_CLIP_CHARS } from './clips';

/** /clip in the background: content scripts report copies (while the switch is on), kept with the tab's visit; the bar lists and clears them. */
export default defineBackground({
  calls: {
    addClip: call(
      z.tuple([z.string().min(1).max(MAX_CLIP_CHARS), z.string().url().max(8192)]),
      async (d, text, url) => {
        const from = d.senderTab && (await visitOrigin(d.tracker, d.senderTab, d.now()));
        await addClip(d.tools, text, url, d.now(), from || undefined);
      },
      'page',
    ),
    listClips: call(z.tuple([]), (d) => listClips(d.tools)),
    clearClips: call(z.tuple([]), (d) => d.tools.clips.clear()),
    clipboardHistoryOn: call(z.tuple([]), async (d) => (await loadSettings(d.tracker)).clipboard),
  },
});
