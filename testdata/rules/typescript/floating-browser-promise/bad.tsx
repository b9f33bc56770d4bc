import React from 'react';

export function CopyLink({ url }: { url: string }) {
  const copy = () => {
    navigator.clipboard.writeText(url); // want "typescript/floating-browser-promise"
    alert('Link copied');
  };
  const enlarge = (el: HTMLElement) => {
    el.requestFullscreen(); // want "typescript/floating-browser-promise"
  };
  return <button onClick={copy} onDoubleClick={(e) => enlarge(e.currentTarget)}>Copy</button>;
}

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js'); // want "typescript/floating-browser-promise"
}
