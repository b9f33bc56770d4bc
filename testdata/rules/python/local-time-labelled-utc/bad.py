from datetime import datetime, timezone


def stamp():
    return datetime.now().replace(tzinfo=timezone.utc)  # want "python/local-time-labelled-utc"


def iso_now():
    return datetime.now().isoformat() + "Z"  # want "python/local-time-labelled-utc"


def header_date():
    return datetime.now().strftime("%Y-%m-%dT%H:%M:%SZ")  # want "python/local-time-labelled-utc"
