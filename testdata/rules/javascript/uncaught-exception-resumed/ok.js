const logger = require("./logger");

process.on("uncaughtException", (err) => {
  logger.error("uncaught exception", err);
  process.exit(1);
});

process.on("uncaughtException", (err) => {
  console.error(err);
  process.exitCode = 1;
  throw err;
});

process.on("uncaughtException", (err) => {
  logger.fatal(err);
  gracefulShutdown(1);
});

process.on("uncaughtException", (err) => server.close(() => process.exit(1)));

process.on("uncaughtException", handleFatal);

process.on("unhandledRejection", (reason) => {
  logger.warn("unhandled rejection", reason);
});

describe("crash handler", () => {
  it("logs", () => {
    process.on("uncaughtException", (err) => logger.error(err));
  });
});
