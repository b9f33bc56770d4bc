declare global {
  interface Window { setupDone: boolean }
}
window.setupDone = true;
export {};
