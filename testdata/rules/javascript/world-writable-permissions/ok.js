const fs = require('fs');
fs.chmodSync('/var/app/uploads', 0o755);
fs.writeFileSync(target, data, { mode: 0o600 });
fs.mkdir(dir, { recursive: true, mode: 0o700 }, done);
fs.chmodSync(script, 0o744);
fs.chmodSync(script, 493);
fs.chmod(dir, 0x1ed, done);
fs.writeFileSync(target, data, { mode: '644' });
