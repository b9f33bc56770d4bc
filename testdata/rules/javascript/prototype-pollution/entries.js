const express = require('express');
const app = express();
app.use(express.json());
app.post('/api/merge', (req, res) => {
  const config = {};
  for (const [path, value] of Object.entries(req.body)) {
    const [section, key] = path.split('.');
    config[section] = config[section] || {};
    config[section][key] = value; // want "prototype-pollution"
  }
  res.json(config);
});
