import { defineExtensionMessaging, type ExtensionMessenger } from '@webext-core/messaging';
import type { BackgroundProtocol } from './index';

/** A messenger over the messages to the background (modules take its `sendMessage` as a parameter). */
export type BackgroundMessenger = ExtensionMessenger<BackgroundProtocol>;

/**
 * Messages to the background from extension pages (the bar frame, the main page), typed by the protocol (each
 * message's data and answer). The background takes them only through `onTrusted`. Content scripts send with
 * `tellBackground` instead, without this library (see index.ts).
 */
export const toBackground: BackgroundMessenger = defineExtensionMessaging<BackgroundProtocol>();
