// A React client component that renders user content.
'use client';

import { useEffect, useRef, useState } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';

type Comment = { id: number; author: string; html: string };

export function CommentList({ comments }: { comments: Comment[] }) {
  return (
    <ul>
      {comments.map((c) => (
        <li key={c.id}>
          <strong>{c.author}</strong>
          <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(c.html) }} />
        </li>
      ))}
    </ul>
  );
}

export function Preview() {
  const ref = useRef<HTMLDivElement>(null);
  const [draft] = useState(() => new URLSearchParams(window.location.search).get('draft') ?? '');

  useEffect(() => {
    if (ref.current) {
      ref.current.innerHTML = marked.parse(draft) as string; // want "xss: .*window.location.search"
    }
  }, [draft]);

  return <div ref={ref} />;
}

export function Greeting() {
  const name = decodeURIComponent(window.location.hash.slice(1));
  return (
    <>
      <h1>Hello {name}</h1>
      <div dangerouslySetInnerHTML={{ __html: `<b>${name}</b>` }} /> {/* want "xss: .*window.location.hash" */}
    </>
  );
}

window.addEventListener('message', (event) => {
  if (event.origin !== 'https://widgets.example.com') return;
  document.getElementById('widget')!.innerHTML = event.data.html; // want "xss: .*event.data"
});
