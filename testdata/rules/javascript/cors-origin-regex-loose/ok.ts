import cors from 'cors';

app.use(cors({ origin: /^https:\/\/(www\.)?example\.com$/, credentials: true }));
app.use(cors({ origin: ['https://example.com', /^https:\/\/[a-z0-9-]+\.example\.com$/] }));
