const server = https.createServer({ key, cert, minVersion: "TLSv1.2" }, app);
const ctx = tls.createSecureContext({ secureProtocol: "TLS_method" });
