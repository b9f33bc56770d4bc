import os

from fastapi import UploadFile
from flask import request

UPLOAD_DIR = "/srv/uploads"


def upload():
    f = request.files["file"]
    f.save(os.path.join(UPLOAD_DIR, f.filename))  # want "python/upload-filename-unsanitized"
    return "ok"


def upload_avatar():
    avatar = request.files.get("avatar")
    dest = UPLOAD_DIR + "/" + avatar.filename
    avatar.save(dest)  # want "python/upload-filename-unsanitized"


async def fastapi_upload(file: UploadFile):
    with open(f"{UPLOAD_DIR}/{file.filename}", "wb") as out:  # want "python/upload-filename-unsanitized"
        out.write(await file.read())
