const fs = require('fs');
fs.chmodSync('/var/app/uploads', 0o755);
fs.writeFileSync(target, data, { mode: 0o600 });
fs.mkdir(dir, { recursive: true, mode: 0o700 }, done);
fs.chmodSync(script, 0o744);
