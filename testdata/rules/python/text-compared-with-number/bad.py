import os
import sys

from flask import request


def settings():
    if os.getenv("WORKERS") == 4:  # want "python/text-compared-with-number"
        return 4
    debug = os.environ.get("DEBUG")
    if debug == True:  # want "python/text-compared-with-number"
        return 1
    if len(sys.argv) > 1 and sys.argv[1] > 10:  # want "python/text-compared-with-number"
        return 10
    return 0


def page():
    if request.args.get("page") == 1:  # want "python/text-compared-with-number"
        return "first"
    return "other"
