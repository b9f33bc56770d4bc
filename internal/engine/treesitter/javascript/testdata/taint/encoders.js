// HTML and XML encoders of models/javascript_encoders.yml clean a value
// for markup; an unrelated encoder does not.
const express = require('express');
const xmlEscape = require('xml-escape');
const app = express();

app.get('/hello', (req, res) => {
  res.send('<p>' + htmlEncode(req.query.name) + '</p>');
  res.send('<p>' + Encoder.htmlEncode(req.query.name) + '</p>');
  res.send('<p>' + htmlentities(req.query.name) + '</p>');
  res.send(`<note>${xmlEscape(req.query.note)}</note>`);
  res.send("<p>" + base64Encode(req.query.name) + "</p>"); // want "xss: .*req.query.name"
});
