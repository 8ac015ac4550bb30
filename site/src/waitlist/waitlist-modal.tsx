import { Modal } from '../components/modal';
import { WaitlistForm } from './waitlist-form';
import { WAITLIST_COPY } from './waitlist-copy';

/** SPEC §2 waitlist modal 'Join Early Access'; its form state is dropped when it closes. */
export function WaitlistModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} label={WAITLIST_COPY.title} className="waitlist-modal">
      <WaitlistForm onClose={onClose} />
    </Modal>
  );
}
