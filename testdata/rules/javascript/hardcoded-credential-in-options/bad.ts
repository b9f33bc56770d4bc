import passport from 'passport';
import { Strategy as GitHubStrategy } from 'passport-github2';
import TwitterStrategy from 'passport-twitter';
import AWS from 'aws-sdk';
import { S3Client } from '@aws-sdk/client-s3';
import nodemailer from 'nodemailer';
import axios from 'axios';

passport.use(new GitHubStrategy({
  clientID: 'Iv1.8a61f9b3a7aba766',
  clientSecret: '5d41402abc4b2a76b9719d911017c592aa0e8c4d', // want "javascript/hardcoded-credential-in-options"
  callbackURL: 'https://app.example.com/auth/github/callback',
}, (accessToken: string, refreshToken: string, profile: unknown, done: Function) => done(null, profile)));

passport.use(new TwitterStrategy.Strategy({
  consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
  consumerSecret: 'L8qq9PZyRg6ieKGEKhZolGC0vJWLw8iEJ88DRdyOg', // want "javascript/hardcoded-credential-in-options"
  callbackURL: '/cb',
}, () => undefined));

AWS.config.update({
  region: 'eu-west-1',
  accessKeyId: 'AKIA2OGYBAH6STMMNXNN',
  secretAccessKey: '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', // want "javascript/hardcoded-credential-in-options"
});

export const s3 = new S3Client({
  region: 'eu-west-1',
  credentials: { accessKeyId: 'AKIA2OGYBAH6STMMNXNN', 'secretAccessKey': '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' }, // want "javascript/hardcoded-credential-in-options"
});

export const mailer = nodemailer.createTransport({
  host: 'smtp.mailgun.org',
  port: 587,
  auth: {
    user: 'postmaster@mg.acme.io',
    pass: '9b2f61c7e1d04a83', // want "javascript/hardcoded-credential-in-options"
  },
});

export const api = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer 9f8e7d6c5b4a39281706f5e4d3c2b1a0' }, // want "javascript/hardcoded-credential-in-options"
});

export function legacy() {
  return fetch('https://api.acme.io/v1/me', { headers: { 'Authorization': 'Basic YWRtaW46czNjcjN0UGFzcw==' } }); // want "javascript/hardcoded-credential-in-options"
}

axios.defaults.headers.common['Authorization'] = 'Bearer 0b8e1f2a3c4d5e6f7a8b9c0d1e2f3a4b'; // want "javascript/hardcoded-credential-in-options"
sgMail.setApiKey('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'); // want "javascript/hardcoded-credential-in-options"
