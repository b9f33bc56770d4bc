import express from 'express';
import cors from 'cors';

const app = express();
app.use(cors({ origin: ['https://app.example.com', 'https://admin.example.com'], credentials: true }));

app.get('/api/me', (req, res) => {
  const origin = req.get('Origin') ?? null;
  res.set('Vary', 'Origin');
  res.set('Access-Control-Allow-Origin', 'https://app.example.com');
  res.json({ user: (req as any).user, origin });
});

export const config = { origin: null, retries: 3 };

// WHATWG URL test data: opaque origins serialize as "null".
export const urlCases = [
  { input: 'data:text/plain,hi', href: 'data:text/plain,hi', origin: 'null' },
  { input: 'blob:https://a.example/1', href: 'blob:https://a.example/1', origin: 'https://a.example' },
];
