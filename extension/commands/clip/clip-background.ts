import { z } from 'zod';
import { loadSettings } from '../../storage/settings-store';
import { call, defineBackground } from '../define-background';
import { addClip, listClips, MAX_CLIP_CHARS } from './clips';

/** /clip in the background: content scripts report copies (while the switch is on); the bar lists and clears them. */
export default defineBackground({
  calls: {
    addClip: call(
      z.tuple([z.string().min(1).max(MAX_CLIP_CHARS), z.string().url().max(8192)]),
      (d, text, url) => addClip(d.tools, text, url, d.now()),
      'page',
    ),
    listClips: call(z.tuple([]), (d) => listClips(d.tools)),
    clearClips: call(z.tuple([]), (d) => d.tools.clips.clear()),
    clipboardHistoryOn: call(z.tuple([]), async (d) => (await loadSettings(d.tracker)).clipboard),
  },
});
