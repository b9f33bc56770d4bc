import * as tls from 'tls';
import { Client } from 'ssh2';
import { app, session } from 'electron';

const pinned = 'SHA256:2f4b8c';
const socket = tls.connect(443, 'api.example.com', {
  checkServerIdentity: (host, cert) => {
    const err = tls.checkServerIdentity(host, cert);
    if (err) return err;
    if (cert.fingerprint256 !== pinned) return new Error('certificate is not pinned');
    return undefined;
  },
});

new Client().connect({
  host: 'build.example.com',
  hostVerifier: (key: string) => key === pinned,
});

app.commandLine.appendSwitch('disable-http-cache');
app.on('certificate-error', (event, webContents, url, error, certificate, callback) => {
  if (url.startsWith('https://intranet.example.com/') && certificate.fingerprint === pinned) {
    event.preventDefault();
    callback(true);
  } else {
    callback(false);
  }
});
session.defaultSession.setCertificateVerifyProc((request, callback) => callback(-3));
