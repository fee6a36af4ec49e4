import type { ChatSession } from '@kusp/contracts';
import type { Executor } from './repository.ts';
import { findSession } from './repository.ts';
import { enterCall } from './joins.ts';
import { toSession } from './service.ts';

/** What video calls need of chat's sessions: a VIDEO session is a chat session (docs/video.md). */
export interface CallSessions {
  /** The session, whatever its type and state; undefined for an unknown id. */
  find(sessionId: string): Promise<ChatSession | undefined>;
  /**
   * Records that the member entered the room of their running VIDEO call (docs/chat.md, Money);
   * the session, or undefined when it is not their running call.
   */
  enter(sessionId: string, userId: string): Promise<ChatSession | undefined>;
}

export function callSessions(db: Executor): CallSessions {
  return {
    async find(sessionId) {
      const row = await findSession(db, sessionId);
      return row && toSession(row);
    },
    async enter(sessionId, userId) {
      const row = await enterCall(db, sessionId, userId);
      return row && toSession(row);
    },
  };
}
