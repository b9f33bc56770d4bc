import express from 'express';

const app = express();
app.use(express.static('public', { dotfiles: 'ignore' }));
app.use('/files', express.static('files', { dotfiles: 'deny', index: false }));
// .well-known is served from its own directory, on purpose
app.use('/.well-known', express.static('well-known'));
// one file the code names: its name is not the client's to choose
app.get('/well-known', (req, res) => res.sendFile('.well-known/security.txt', { root: __dirname, dotfiles: 'allow' }));
