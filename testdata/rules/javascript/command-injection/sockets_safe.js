const { execFile } = require('child_process');
const { EventEmitter } = require('events');
const { Server } = require('socket.io');

const io = new Server(3000);
io.on('connection', (socket) => {
  socket.on('thumbnail', (file) => {
    execFile('convert', [file.name, '-resize', '64x64', 'thumb.png']);
  });
});

// an emitter of the application's own events is not a peer
const jobs = new EventEmitter();
jobs.on('job', (name) => execFile('run-job', [name]));
