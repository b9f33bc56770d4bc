const tls = require('tls');
const { Client } = require('ssh2');
const superagent = require('superagent');
const { app, session } = require('electron');

const socket = tls.connect(443, 'api.example.com', {
  checkServerIdentity: () => undefined, // want "tls-identity-check-disabled"
});
const opts = { host: 'api.example.com', checkServerIdentity: function () {} }; // want "tls-identity-check-disabled"

new Client().connect({
  host: 'build.example.com',
  username: 'deploy',
  hostVerifier: () => true, // want "tls-identity-check-disabled"
});

superagent.get('https://api.example.com/items').disableTLSCerts().end(() => {}); // want "tls-identity-check-disabled"

app.commandLine.appendSwitch('ignore-certificate-errors'); // want "tls-identity-check-disabled"
app.on('certificate-error', (event, webContents, url, error, certificate, callback) => { // want "tls-identity-check-disabled"
  event.preventDefault();
  callback(true);
});
session.defaultSession.setCertificateVerifyProc((request, callback) => callback(0)); // want "tls-identity-check-disabled"
