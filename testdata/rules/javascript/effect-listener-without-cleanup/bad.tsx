import { useEffect, useState } from 'react';

export function useWindowWidth(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize); // want "javascript/effect-listener-without-cleanup"
  }, []);
  return width;
}

export function Clock() {
  const [now, setNow] = useState(new Date());
  useEffect(() => {
    setInterval(() => setNow(new Date()), 1000); // want "javascript/effect-listener-without-cleanup"
  }, []);
  return <time>{now.toLocaleTimeString()}</time>;
}
