def label(n):
    if n < 0:
        return "negative"
    else:
        if n == 0:  # want "python/collapsible-else-if"
            return "zero"
        else:
            return "positive"
