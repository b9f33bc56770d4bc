import React from 'react';

export function CopyLink({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      alert('Link copied');
    } catch {
      alert('Copy failed');
    }
  };
  const enlarge = (el: HTMLElement) => {
    el.requestFullscreen().catch(() => undefined);
  };
  // the arrow returns the promise to its caller
  const share = () => navigator.share({ url });
  void navigator.serviceWorker.register('/sw.js');
  return <button onClick={copy} onDoubleClick={(e) => enlarge(e.currentTarget)} onContextMenu={share}>Copy</button>;
}
