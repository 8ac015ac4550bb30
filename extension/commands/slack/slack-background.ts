import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { keepText, keptText, postToSlack, searchChannels } from './post-to-slack';
import { SLACK_COPY } from './slack-copy';

const Typed = z.string().max(40_100);

/** /slack in the background, where the Slack access token stays: post, channel autocomplete, the kept text, connecting and disconnecting Slack. */
export default defineBackground({
  calls: {
    slackKept: call(z.tuple([]), (d) => keptText(d)),
    slackPost: call(z.tuple([Typed]), (d, typed) => postToSlack(d, typed)),
    slackChannels: call(z.tuple([z.string().max(80)]), (d, query) => searchChannels(d, query)),
    // What was typed is kept first: connecting opens another tab, and nothing typed may be lost on the way.
    slackConnect: call(z.tuple([Typed]), async (d, typed) => {
      if (typed.trim()) await keepText(d, typed);
      await d.slack.connect(d.senderTab?.windowId);
    }),
    slackDisconnect: call(z.tuple([]), async (d) => {
      try {
        await d.slack.disconnect();
        return { ok: true, text: SLACK_COPY.disconnected };
      } catch (error) {
        return { ok: false, text: error instanceof Error ? error.message : String(error) };
      }
    }),
  },
});
