import cors from 'cors';
import express from 'express';

const app = express();
const corsOrigins = [/localhost:3000$/, /\.example\.com$/, /partner.io$/]; // want "cors-origin-regex-loose"
app.use(cors({ origin: corsOrigins }));

const allowedDomain = /^https:\/\/app\.example\.com/; // want "cors-origin-regex-loose"

app.use(cors({
  origin(origin, callback) {
    if (!origin || /^https:\/\/.*\.example\.com/.test(origin)) { // want "cors-origin-regex-loose"
      callback(null, true);
    } else {
      callback(new Error('Not allowed by CORS'));
    }
  },
}));
export { allowedDomain };
