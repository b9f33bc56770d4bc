import os
import uuid

from fastapi import UploadFile
from flask import request
from werkzeug.utils import secure_filename

UPLOAD_DIR = "/srv/uploads"


def upload():
    f = request.files["file"]
    f.save(os.path.join(UPLOAD_DIR, secure_filename(f.filename)))
    return "ok"


def upload_named():
    f = request.files["file"]
    name = secure_filename(f.filename)
    f.save(os.path.join(UPLOAD_DIR, name))


async def fastapi_upload(file: UploadFile):
    with open(os.path.join(UPLOAD_DIR, uuid.uuid4().hex), "wb") as out:
        out.write(await file.read())


def resave(img):
    img.save(img.filename)


def read_config(cfg):
    with open(cfg.filename) as fh:
        return fh.read()
