import time
import uuid
from datetime import datetime


def new_job(start, deadline):
    key = str(uuid.uuid4)  # want "python/function-used-as-value"
    name = f"job-{uuid.uuid4}"  # want "python/function-used-as-value"
    elapsed = time.time - start  # want "python/function-used-as-value"
    late = datetime.now > deadline  # want "python/function-used-as-value"
    return key, name, elapsed, late
