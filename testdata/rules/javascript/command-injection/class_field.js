const { exec } = require('child_process');

class ToolsController {
  ping = (req, res) => {
    exec('ping -c 1 ' + req.query.host, (err, out) => res.send(out)); // want "command-injection"
  };
}

module.exports = new ToolsController();
