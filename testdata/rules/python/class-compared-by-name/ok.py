import datetime


def to_json(value, importer, log):
    if isinstance(value, datetime.datetime):
        return value.isoformat()
    log.debug("serializing %s", type(value).__name__)
    if type(importer).__name__ == "NullImporter":
        return None
    return value
