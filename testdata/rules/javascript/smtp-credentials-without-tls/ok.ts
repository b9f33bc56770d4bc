import nodemailer from 'nodemailer';

export const transporter = nodemailer.createTransport({
  host: 'smtp.example.com',
  port: 587,
  secure: false,
  requireTLS: true,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

// MailHog in development: no TLS and no real password.
export const devTransport = nodemailer.createTransport({
  host: 'localhost',
  port: 1025,
  ignoreTLS: true,
  auth: { user: 'dev', pass: 'dev' },
});

// An internal relay that takes mail without logging in.
export const relay = nodemailer.createTransport({ host: 'relay.internal', port: 25, ignoreTLS: true });
