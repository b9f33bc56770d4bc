import datetime
import decimal


def to_json(value, log):
    if isinstance(value, decimal.Decimal):
        return str(value)
    log.debug("serializing %s", type(value).__name__)
    if isinstance(value, datetime.datetime):
        return value.isoformat()
    return value
