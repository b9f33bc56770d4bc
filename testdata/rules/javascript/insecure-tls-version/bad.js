const server = https.createServer({ key, cert, secureProtocol: "TLSv1_method" }, app); // want "javascript/insecure-tls-version"
const ctx = tls.createSecureContext({ minVersion: "TLSv1.1" }); // want "javascript/insecure-tls-version"
