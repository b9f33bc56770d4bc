import passport from 'passport';
import { Strategy as GitHubStrategy } from 'passport-github2';
import AWS from 'aws-sdk';
import nodemailer from 'nodemailer';
import axios from 'axios';

passport.use(new GitHubStrategy({
  clientID: process.env.GITHUB_CLIENT_ID as string,
  clientSecret: process.env.GITHUB_CLIENT_SECRET as string,
  callbackURL: 'https://app.example.com/auth/github/callback',
}, (accessToken: string, refreshToken: string, profile: unknown, done: Function) => done(null, profile)));

AWS.config.update({
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
});

export const docs = { clientSecret: '<your-client-secret>', apiSecret: '${API_SECRET}', authToken: 'changeme' };

export const mailer = nodemailer.createTransport({
  host: 'smtp.mailgun.org',
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

export function client(token: string) {
  return axios.create({ headers: { Authorization: `Bearer ${token}`, 'X-Mode': 'Bearer mode' } });
}

export const form = { authorization: 'Bearer', password: 'password' };

axios.defaults.headers.common['Authorization'] = `Bearer ${localStorage.getItem('token')}`;
sgMail.setApiKey(process.env.SENDGRID_API_KEY as string);
headers.Authorization = 'Bearer';
