from pathlib import Path

from django.http import FileResponse
from django.utils._os import safe_join


def serve(request, path, document_root=None):
    full = Path(safe_join(document_root, path))
    return FileResponse(full.open("rb"))


def raw(request, path):
    return FileResponse(open("/srv/files/" + path, "rb"))  # want "path-traversal"
