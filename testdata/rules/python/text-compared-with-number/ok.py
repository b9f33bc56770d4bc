import os
import sys

from flask import request


def settings():
    if int(os.getenv("WORKERS", "4")) == 4:
        return 4
    debug = os.environ.get("DEBUG", "").lower() in ("1", "true")
    if debug == True:
        return 1
    if len(sys.argv) > 1 and int(sys.argv[1]) > 10:
        return 10
    if os.environ.get("RETRIES", 3) == 3:
        return 3
    return 0


def page():
    if request.args.get("page", 1, type=int) == 1:
        return "first"
    return "other"
