const { exec } = require('child_process');

// A value the analysis cannot see is spliced into a shell command.
function openBrowser(url) {
  exec(`open ${url}`); // want "command-injection"
  exec('node ' + __dirname + '/helper.js ' + url); // want "command-injection"
}
