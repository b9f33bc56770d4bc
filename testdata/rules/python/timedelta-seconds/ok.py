from datetime import datetime

def age_in_seconds(created):
    return (datetime.now() - created).total_seconds()
