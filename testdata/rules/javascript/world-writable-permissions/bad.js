const fs = require('fs');
fs.chmodSync('/var/app/uploads', 0o777); // want "javascript/world-writable-permissions"
fs.writeFileSync(target, data, { mode: 0o666 }); // want "javascript/world-writable-permissions"
fs.mkdir(dir, { recursive: true, mode: '777' }, done); // want "javascript/world-writable-permissions"
fs.chmodSync(sock, 511); // want "javascript/world-writable-permissions"
fs.chmod(dir, 0x1ff, done); // want "javascript/world-writable-permissions"
fs.writeFileSync(target, data, { mode: 0o100_666 }); // want "javascript/world-writable-permissions"
