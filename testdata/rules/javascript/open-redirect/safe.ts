import express from 'express';
import { NextRequest, NextResponse } from 'next/server';

const app = express();
const ALLOWED = new Set(['/home', '/settings']);

app.get('/login/callback', (req, res) => {
  const next = String(req.query.next);
  if (!ALLOWED.has(next)) {
    return res.redirect('/home');
  }
  res.redirect(next);
});

export function middleware(request: NextRequest) {
  return NextResponse.redirect(new URL('/login', request.url));
}
