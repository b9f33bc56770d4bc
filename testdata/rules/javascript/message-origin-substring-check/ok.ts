const ALLOWED = new Set(['https://app.example.com']);
window.addEventListener('message', (event: MessageEvent) => {
  if (event.origin !== 'https://app.example.com') return;
  if (!ALLOWED.has(event.origin)) return;
  if (!event.origin.endsWith('.example.com')) return;
  handle(event.data);
});
const here = window.location.origin.startsWith('http://localhost');
const isLocal = url.origin.includes('localhost');
