import multer from 'multer';
import path from 'path';
import { randomUUID } from 'crypto';

export const storage = multer.diskStorage({
  destination: (req, file, cb) => cb(null, 'uploads/'),
  filename: (req, file, cb) => cb(null, `${randomUUID()}${path.extname(file.originalname).replace(/[^.a-z0-9]/gi, '')}`),
});

export const named = multer.diskStorage({
  filename: (req, file, cb) => cb(null, path.basename(file.originalname)),
});
