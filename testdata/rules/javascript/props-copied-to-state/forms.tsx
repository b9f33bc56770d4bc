import React, { useState } from 'react';

export function Badge({ label, initialCount }: { label: string; initialCount: number }) {
  const [text, setText] = useState(label); // want "props-copied-to-state"
  const [count, setCount] = useState(initialCount);
  return <span onClick={() => setCount(count + 1)}>{text}{count}</span>;
}

export const Chip = ({ color }: { color: string }) => {
  const [c] = useState(color); // want "props-copied-to-state"
  return <b style={{ color: c }} />;
};
