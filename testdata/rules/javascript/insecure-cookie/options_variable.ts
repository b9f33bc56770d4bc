import { Request, Response } from 'express';

export function login(req: Request, res: Response) {
  const cookieOptions = { httpOnly: true, secure: false, sameSite: 'lax' as const }; // want "insecure-cookie"
  res.cookie('sid', req.sessionID, cookieOptions).redirect('/');
}
