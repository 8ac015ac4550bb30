import { z } from 'zod';
import { ChatTurn } from '../../account/ai-events';
import { call, defineBackground } from '../define-background';
import { addToChat, clearChat, loadChat } from './chat-history';

/** /chat in the background: the conversation kept on the device (the answers themselves stream over the AI port). */
export default defineBackground({
  calls: {
    chatHistory: call(z.tuple([]), (d) => loadChat(d.tools)),
    chatAdd: call(z.tuple([z.array(ChatTurn).min(1).max(2)]), (d, turns) => addToChat(d.tools, turns, d.now())),
    chatClear: call(z.tuple([]), (d) => clearChat(d.tools)),
  },
});
