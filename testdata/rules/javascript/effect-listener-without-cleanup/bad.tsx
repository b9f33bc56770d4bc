import { useEffect, useState } from 'react';

export function useWindowWidth(scale: number): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth * scale);
    window.addEventListener('resize', onResize); // want "javascript/effect-listener-without-cleanup"
  }, [scale]);
  return width;
}

export function Clock() {
  const [now, setNow] = useState(new Date());
  useEffect(() => {
    setInterval(() => setNow(new Date()), 1000); // want "javascript/effect-listener-without-cleanup"
  }, []);
  return <time>{now.toLocaleTimeString()}</time>;
}

export function useScrollTo(target: number) {
  useEffect(() => {
    window.addEventListener('scroll', () => console.log(window.scrollY, target)); // want "javascript/effect-listener-without-cleanup"
  });
}
