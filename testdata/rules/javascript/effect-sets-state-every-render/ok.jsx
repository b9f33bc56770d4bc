import { useEffect, useState } from 'react';

export function Clock({ now }) {
  const [label, setLabel] = useState('');
  useEffect(() => {
    setLabel(now.toLocaleTimeString());
  }, [now]);
  useEffect(() => {
    document.title = label;
  });
  return <span>{label}</span>;
}
