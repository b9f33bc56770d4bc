const express = require('express');
const app = express();
app.use('/ftp', express.static('public/ftp'));
const directory = (p) => listFiles(p);
directory('uploads');
