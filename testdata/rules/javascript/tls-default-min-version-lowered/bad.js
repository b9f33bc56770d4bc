const tls = require("node:tls");
const https = require("https");

// the old payment gateway still speaks TLS 1.0
tls.DEFAULT_MIN_VERSION = "TLSv1"; // want "javascript/tls-default-min-version-lowered"
https.get("https://gateway.example.com/health");
