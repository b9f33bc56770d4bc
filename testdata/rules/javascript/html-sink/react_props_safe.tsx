import React from 'react';
import DOMPurify from 'dompurify';

function createMarkup() {
  return { __html: 'First &middot; Second' };
}

export function Doc() {
  return <div dangerouslySetInnerHTML={createMarkup()} />;
}

export function Helper({ body }: { body: string }) {
  return <div dangerouslySetInnerHTML={renderMarkdown(body)} />;
}

export function Constant() {
  const inner = { __html: '<b>static</b>' };
  return <section dangerouslySetInnerHTML={inner} />;
}

export function Clean({ body }: { body: string }) {
  return React.createElement('div', { dangerouslySetInnerHTML: { __html: DOMPurify.sanitize(body) } });
}
