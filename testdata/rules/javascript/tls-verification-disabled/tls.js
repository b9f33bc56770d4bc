const https = require('https');
const agent = new https.Agent({ rejectUnauthorized: false }); // want "tls-verification-disabled"
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // want "tls-verification-disabled"
process.env["NODE_TLS_REJECT_UNAUTHORIZED"] = 0; // want "tls-verification-disabled"
request({ url, strictSSL: false }); // want "tls-verification-disabled"
https.globalAgent.options.rejectUnauthorized = false; // want "tls-verification-disabled"
const opts = {};
opts.rejectUnauthorized = false; // want "tls-verification-disabled"
const mongo = new MongoClient(uri, { tls: true, tlsAllowInvalidCertificates: true }); // want "tls-verification-disabled"
mongoose.connect(uri, { ssl: true, sslValidate: false }); // want "tls-verification-disabled"
