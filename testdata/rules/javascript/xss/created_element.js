import React from 'react';

export function Preview() {
  const html = decodeURIComponent(window.location.hash.slice(1));
  return React.createElement('div', { dangerouslySetInnerHTML: { __html: html } }); // want "xss"
}
