from datetime import datetime

def age_in_seconds(created):
    return (datetime.now() - created).seconds  # want "python/timedelta-seconds"
