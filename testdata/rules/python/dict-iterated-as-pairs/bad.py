LIMITS = {"cpu": 2, "memory": 512}


def describe():
    for name, value in LIMITS:  # want "python/dict-iterated-as-pairs"
        print(name, value)


def render():
    colors = {"red": "#f00", "green": "#0f0"}
    return [f"{k}={v}" for k, v in colors]  # want "python/dict-iterated-as-pairs"
