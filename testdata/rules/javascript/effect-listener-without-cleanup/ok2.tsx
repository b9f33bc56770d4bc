import { useEffect, useState } from 'react';
import { detach } from './events';

export function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const onChange = () => setOnline(navigator.onLine);
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => detach(window, onChange);
  }, []);
  return online;
}

export function useInstallTracking(): void {
  useEffect(() => {
    window.addEventListener('appinstalled', () => console.log('installed'));
  }, []);
}
