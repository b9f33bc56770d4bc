const nodemailer = require('nodemailer');

const transporter = nodemailer.createTransport({
  host: 'smtp.example.com',
  port: 587,
  secure: false,
  ignoreTLS: true, // want "javascript/smtp-credentials-without-tls"
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

module.exports = transporter;
