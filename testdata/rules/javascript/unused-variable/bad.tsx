import React, { useState, useEffect } from 'react'; // want "unused-variable: useEffect is imported"
import { format as formatDate, parse } from 'date-fns'; // want "unused-variable: parse is imported"
import * as path from 'path'; // want "unused-variable: path is imported"

export function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const label = formatDate(new Date(), 'yyyy-MM-dd');
  const step = 2; // want "unused-variable: step is declared"
  return <button onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}
