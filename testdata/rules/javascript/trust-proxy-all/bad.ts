import Fastify from "fastify";

const server = Fastify({ trustProxy: true, logger: true }); // want "javascript/trust-proxy-all"
server.get("/", async (request) => ({ ip: request.ip }));
