const tls = require("tls");

tls.DEFAULT_MIN_VERSION = "TLSv1.2";
tls.DEFAULT_MAX_VERSION = "TLSv1.3";
const legacy = tls.connect({ host: "old.example.com", port: 443, minVersion: "TLSv1.2" });
config.DEFAULT_MIN_VERSION = "TLSv1";
