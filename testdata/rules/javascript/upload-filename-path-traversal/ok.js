const express = require('express');
const fileUpload = require('express-fileupload');
const multer = require('multer');
const path = require('path');
const fs = require('fs');
const crypto = require('crypto');

const app = express();
app.use(fileUpload());
const upload = multer({ dest: 'tmp/' });

app.post('/upload', (req, res) => {
  const file = req.files.doc;
  const target = path.join(__dirname, 'uploads', crypto.randomUUID() + path.extname(path.basename(file.name)));
  file.mv(target, () => res.send('ok'));
  fs.writeFileSync(path.join('/srv/files', path.basename(req.files.avatar.name)), req.files.avatar.data);
});

app.post('/m', upload.single('f'), (req, res) => {
  const dir = path.resolve('/srv/files');
  const dest = path.resolve(dir, req.file.originalname);
  if (!dest.startsWith(dir + path.sep)) {
    return res.status(400).end();
  }
  fs.renameSync(req.file.path, dest);
  fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify({ name: req.file.originalname }));
  res.end();
});
