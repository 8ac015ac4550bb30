import { describe, expect, it } from 'vitest';
import { SLACK_COPY, slackErrorSentence } from './slack-copy';

describe('slackErrorSentence', () => {
  it.each([
    ['not_in_channel', null, 'Invite the Intently app to #design first.'],
    [
      'channel_not_found',
      null,
      'There is no channel #design in Acme that Intently can see; pick one from the list as you type #.',
    ],
    ['rate_limited', 42, 'Slack is limiting how fast Intently may post; try again in 42 seconds.'],
    ['ratelimited', 1, 'Slack is limiting how fast Intently may post; try again in 1 second.'],
    ['is_archived', null, '#design is archived; unarchive it in Slack or pick another channel.'],
    ['msg_too_long', null, SLACK_COPY.tooLong],
    ['missing_scope', null, SLACK_COPY.missingScope],
    ['unreachable', null, SLACK_COPY.unreachable],
    ['fatal_error', null, 'Posting to Slack failed: Slack answered "fatal_error".'],
  ])('%s reads in words', (code, retryAfter, sentence) => {
    expect(slackErrorSentence(SLACK_COPY.postWhat, code, 'design', 'Acme', retryAfter)).toBe(sentence);
  });
});
