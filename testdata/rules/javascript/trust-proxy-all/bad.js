const express = require("express");
const rateLimit = require("express-rate-limit");
const app = express();
app.set("trust proxy", true); // want "javascript/trust-proxy-all"
app.enable("trust proxy"); // want "javascript/trust-proxy-all"
app.use(rateLimit({ windowMs: 60000, limit: 100 }));
