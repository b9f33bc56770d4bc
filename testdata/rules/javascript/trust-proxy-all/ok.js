const express = require("express");
const fastify = require("fastify");
const app = express();
app.set("trust proxy", 1);
app.set("trust proxy", "loopback, 10.0.0.0/8");
app.set("trust proxy", process.env.TRUST_PROXY);
app.set("view cache", true);
app.enable("strict routing");
app.disable("trust proxy");
const server = fastify({ trustProxy: "127.0.0.1" });
const other = fastify({ logger: true });

describe("req.ip", () => {
  it("reads X-Forwarded-For when trust proxy is enabled", () => {
    const app = express();
    app.enable("trust proxy");
    app.set("trust proxy", true);
  });
});
