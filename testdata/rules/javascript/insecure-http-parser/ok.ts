import http from 'http';

export const server = http.createServer({ maxHeaderSize: 16384, insecureHTTPParser: false }, (req, res) => res.end('ok'));
