// A session id or a login code from Math.random can be guessed.
export function createSessionId(): string {
  return Math.random().toString(36).slice(2); // want "javascript/insecure-random"
}

export function newLoginPin(): number {
  const loginPin = Math.floor(Math.random() * 1000000); // want "javascript/insecure-random"
  return loginPin;
}
