import nodemailer from 'nodemailer';
import { Request, Response } from 'express';

const smtp = { host: 'smtp.example.com', port: 587, secure: false };
nodemailer.createTransport(smtp);

export function login(req: Request, res: Response) {
  const cookieOptions = { httpOnly: true, secure: true };
  res.cookie('sid', req.sessionID, cookieOptions);
}
