import { useState, useEffect } from 'react';

export function Profile({ user }: { user?: User }) {
  if (!user) {
    return null;
  }
  const [name, setName] = useState(user.name); // want "javascript/hook-after-early-return"
  useEffect(() => { document.title = name; }, [name]); // want "javascript/hook-after-early-return"
  return <input value={name} onChange={(e) => setName(e.target.value)} />;
}

export const Badge = ({ count }: { count: number }) => {
  if (count === 0) return null;
  const label = useMemo(() => `${count} new`, [count]); // want "javascript/hook-after-early-return"
  return <span>{label}</span>;
};
