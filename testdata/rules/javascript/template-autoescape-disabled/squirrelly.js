const Sqrl = require('squirrelly');
Sqrl.autoEscaping(false); // want "template-autoescape-disabled"
Sqrl.defaultConfig.autoEscape = false; // want "template-autoescape-disabled"
