const logger = require("./logger");

process.on("uncaughtException", (err) => { // want "javascript/uncaught-exception-resumed"
  logger.error("uncaught exception", err);
});

process.once("uncaughtException", function (err) { // want "javascript/uncaught-exception-resumed"
  console.error(err.stack);
  metrics.increment("crash");
});
