const express = require('express');
const fileUpload = require('express-fileupload');
const multer = require('multer');
const path = require('path');
const fs = require('fs');

const app = express();
app.use(fileUpload());
const upload = multer({ dest: 'tmp/' });

app.post('/upload', (req, res) => {
  const file = req.files.doc;
  const target = path.join(__dirname, 'uploads', file.name);
  file.mv(target, () => res.send('ok')); // want "upload-filename-path-traversal"
  fs.writeFileSync(path.join('/srv/files', req.files.avatar.name), req.files.avatar.data); // want "upload-filename-path-traversal"
});

app.post('/m', upload.single('f'), (req, res) => {
  fs.renameSync(req.file.path, path.join('/srv/files', req.file.originalname)); // want "upload-filename-path-traversal"
  res.end();
});

// a check on the file's type, and an HTML sanitizer, keep ../ in the name
app.post('/img', (req, res) => {
  const file = req.files.image;
  if (!file.mimetype.startsWith('image/')) return res.status(400).end();
  const name = sanitizeHtml(file.name);
  fs.writeFileSync(path.join('uploads', name), file.data); // want "upload-filename-path-traversal"
  res.end();
});
