const cors = require('cors');
app.use(cors({ origin: true, credentials: true })); // want "cors-credentials-wildcard"
app.use(cors({ credentials: true, origin: '*' })); // want "cors-credentials-wildcard"
app.use(cors({ origin: ['*'], credentials: true })); // want "cors-credentials-wildcard"
