def clamp(a, b, c, lo, hi):
    return max(a, b, c), min(hi, max(lo, a)), max(max(a, b, key=len), c, key=len)
