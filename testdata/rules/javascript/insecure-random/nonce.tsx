// A nonce that only has to differ from the last one: a re-render marker.
export function showHint(update: (v: object) => void, content: string) {
  update({ content, nonce: Math.random() });
}

const versionNonce = Math.random();

// Sent as text, or named for what it guards, a nonce is a secret.
export function cspHeader() {
  const nonce = Math.random().toString(36).slice(2); // want "insecure-random"
  return `script-src 'nonce-${nonce}'`;
}

export const oauthNonce = Math.random(); // want "insecure-random"

export const state = { nonce: `${Math.random()}` }; // want "insecure-random"
