const fs = require('fs'); // want "typescript/require-import"
