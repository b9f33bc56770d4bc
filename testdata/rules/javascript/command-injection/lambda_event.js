const { execSync } = require('child_process');

// Invoked by a queue or another service: the event is whatever it sent.
exports.handler = async (event) => {
  const out = execSync('convert ' + event.sourceKey + ' /tmp/thumb.png'); // want "command-injection: .*event.sourceKey"
  return { statusCode: 200, body: out.toString() };
};
