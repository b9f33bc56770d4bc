import { useState, useEffect } from 'react';

export function Profile({ user }: { user?: User }) {
  const [name, setName] = useState(user?.name ?? '');
  useEffect(() => { document.title = name; }, [name]);
  if (!user) {
    return null;
  }
  return <input value={name} onChange={(e) => setName(e.target.value)} />;
}

function parse(input: string) {
  if (!input) return null;
  const value = useDefaultParser(input);
  return value;
}
