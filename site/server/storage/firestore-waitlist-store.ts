import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { WAITLIST_SOURCE, WAITLIST_STATUS, type WaitlistStore } from './waitlist-store';

/** gRPC status ALREADY_EXISTS: what Firestore's create() reports for an existing document. */
const ALREADY_EXISTS = 6;

/** Firestore forbids '/' in document ids (it separates path segments), which the SPEC email pattern allows. */
export const documentIdFor = (email: string) => email.replaceAll('/', '%2F');

/** Waitlist in the Firestore collection `waitlist` (SPEC §7): document id = lowercased email, create-only. */
export function createFirestoreWaitlistStore(projectId: string): WaitlistStore & { close(): Promise<void> } {
  // A named app per store, so tests and the server can hold several without clashing over the default app.
  const app = initializeApp({ projectId }, `intently-waitlist-${projectId}-${Date.now()}-${Math.random()}`);
  const collection = getFirestore(app).collection('waitlist');
  return {
    async add(email) {
      try {
        await collection
          .doc(documentIdFor(email))
          .create({ email, createdAt: Timestamp.now(), source: WAITLIST_SOURCE, status: WAITLIST_STATUS });
        return { alreadyExists: false };
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return { alreadyExists: true };
        throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
