def should_retry(attempt):
    if 1 == 1:  # want "python/comparison-of-constants"
        return True
    return "prod" != "prod"  # want "python/comparison-of-constants"
