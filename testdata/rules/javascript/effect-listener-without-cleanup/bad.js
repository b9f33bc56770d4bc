import { useEffect } from 'react';

export function useEscape(onClose) {
  useEffect(() => {
    document.addEventListener('keydown', (e) => { // want "javascript/effect-listener-without-cleanup"
      if (e.key === 'Escape') onClose();
    });
  }, [onClose]);
}
