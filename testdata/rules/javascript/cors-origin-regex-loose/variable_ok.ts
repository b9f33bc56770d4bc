import cors from 'cors';
import express from 'express';

const app = express();
const corsOrigins = [/^https:\/\/([a-z0-9-]+\.)?example\.com$/, 'https://partner.io'];
app.use(cors({ origin: corsOrigins }));

app.use(cors({
  origin(origin, callback) {
    callback(null, !origin || /^https:\/\/app\.example\.com$/.test(origin));
  },
}));

const emailPattern = /^[^@]+@example.com/;
export const ok = (v: string) => emailPattern.test(v);
