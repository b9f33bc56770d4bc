import express from 'express';

const app = express();
app.use(express.static('public', { dotfiles: 'ignore' }));
app.use('/files', express.static('files', { dotfiles: 'deny', index: false }));
// .well-known is served from its own directory, on purpose
app.use('/.well-known', express.static('well-known'));
