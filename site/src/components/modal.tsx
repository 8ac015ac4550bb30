import { useEffect, useRef, type ReactNode } from 'react';
import { useScrollLock } from '../lib/use-scroll-lock';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: focus moves in and is trapped, Escape and the close button close it,
 * page scrolling is locked while open, and focus returns to where it was.
 */
export function Modal({ open, onClose, label, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // React's autoFocus runs before the dialog opens, so the field that asks for focus gets it here.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-label={label}
      // The browser's own Escape handling would close the dialog behind React's back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-body">
        <button type="button" className="modal-close" aria-label="Close dialog" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
