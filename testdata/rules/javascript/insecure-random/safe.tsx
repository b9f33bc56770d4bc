import crypto from 'crypto';

export function generateToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function Confetti() {
  const delay = Math.random() * 2;
  const x = Math.floor(Math.random() * window.innerWidth);
  return <div key={Math.random()} style={{ left: x, animationDelay: `${delay}s` }} />;
}

function shuffle<T>(items: T[]): T[] {
  return items.sort(() => Math.random() - 0.5);
}
