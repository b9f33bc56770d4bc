const cors = require('cors');

app.use(cors({ origin: /example.com$/, credentials: true })); // want "cors-origin-regex-loose"
app.use(cors({ origin: [/^https:\/\/app\.example\.com/, 'https://example.com'] })); // want "cors-origin-regex-loose"
