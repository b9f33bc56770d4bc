import { useEffect, useState } from 'react';

export function Clock({ now }) {
  const [label, setLabel] = useState('');
  useEffect(() => {
    setLabel(now.toLocaleTimeString()); // want "javascript/effect-sets-state-every-render"
  });
  return <span>{label}</span>;
}
