const inspector = require('node:inspector');
const { fork } = require('child_process');

if (process.env.DEBUG_REMOTE) {
  inspector.open(9229, '0.0.0.0'); // want "javascript/inspector-public-bind"
}

const worker = fork('./worker.js', [], { execArgv: ['--inspect=0.0.0.0:9230'] }); // want "javascript/inspector-public-bind"
module.exports = worker;
