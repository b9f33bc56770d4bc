import https from 'https';
import fs from 'fs';

const agent = new https.Agent({ rejectUnauthorized: true, ca: fs.readFileSync('ca.pem') });
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '1';
https.globalAgent.options.rejectUnauthorized = true;
const options: { rejectUnauthorized?: boolean } = {};
options.rejectUnauthorized = process.env.NODE_ENV === 'production';
const mongo = new MongoClient(uri, { tls: true, tlsAllowInvalidCertificates: false, tlsCAFile: '/etc/ssl/ca.pem' });
mongoose.connect(uri, { ssl: true, sslValidate: true });
