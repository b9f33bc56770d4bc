// What a connected peer sends: a socket.io event's arguments, a WebSocket
// message, a TCP socket's data.
const { exec } = require('child_process');
const { Server } = require('socket.io');
const WebSocket = require('ws');
const net = require('net');

const io = new Server(3000);
io.on('connection', (socket) => {
  socket.on('thumbnail', (file, ack) => {
    exec(`convert ${file.name} -resize 64x64 thumb.png`, ack); // want "command-injection: Shell command built from input"
  });
  socket.on('disconnect', (reason) => {
    exec(`logger disconnected ${reason}`); // want "command-injection: Shell command built with a template"
  });
});

const wss = new WebSocket.Server({ port: 8080 });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    exec('git checkout ' + data.toString()); // want "command-injection: Shell command built from input"
  });
});

net.createServer((conn) => {
  conn.on('data', (chunk) => exec('ping -c 1 ' + chunk)); // want "command-injection: Shell command built from input"
}).listen(9000);
