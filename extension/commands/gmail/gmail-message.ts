/**
 * The RFC 2822 message Gmail's `users.messages.send` takes, built by mimetext (its browser build, which runs
 * in the service worker): UTF-8 subject and names as RFC 2047 encoded words, the body as UTF-8 in base64
 * (7-bit clean, lines of 76), the whole message in base64url for `raw`. Pure.
 */
import { createMimeMessage } from 'mimetext/browser';
import type { Recipient } from './gmail-recipients';

/** Base64 lines are at most 76 characters (RFC 2045 §6.8). */
const wrap = (base64: string) => base64.replace(/.{76}(?=.)/g, '$&\r\n');

/** `raw` for Gmail: the message from `sender` to `recipients`, base64url-encoded. */
export function gmailRawMessage(sender: Recipient, recipients: Recipient[], subject: string, body: string): string {
  const message = createMimeMessage();
  message.setSender(sender.name ? { name: sender.name, addr: sender.addr } : { addr: sender.addr });
  message.setTo(recipients.map(({ name, addr }) => (name ? { name, addr } : { addr })));
  message.setSubject(subject);
  message.addMessage({
    contentType: 'text/plain',
    charset: 'UTF-8',
    encoding: 'base64',
    data: wrap(message.toBase64(body)),
  });
  return message.asEncoded();
}
