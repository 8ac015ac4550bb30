import { defineExtensionMessaging, type ExtensionMessenger } from '@webext-core/messaging';
import type { BackgroundProtocol } from './index';

/** A messenger over the messages to the background (modules take its `sendMessage` as a parameter). */
export type BackgroundMessenger = ExtensionMessenger<BackgroundProtocol>;

/**
 * Messages to the background from content scripts and extension pages, typed by the protocol (each message's
 * data and answer). The background takes them only through `onTrusted`. Imports no zod: content scripts use it.
 */
export const toBackground: BackgroundMessenger = defineExtensionMessaging<BackgroundProtocol>();
