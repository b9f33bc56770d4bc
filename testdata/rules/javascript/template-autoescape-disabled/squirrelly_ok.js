const Sqrl = require('squirrelly');
Sqrl.autoEscaping(true);
Sqrl.defaultConfig.autoEscape = true;
