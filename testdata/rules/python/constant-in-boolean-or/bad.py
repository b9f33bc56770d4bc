def classify(answer, url):
    if answer == "y" or "yes":  # want "python/constant-in-boolean-or"
        return True
    while answer != "q" or 'quit':  # want "python/constant-in-boolean-or"
        answer = input()
    if url.startswith("http" or "https"):  # want "python/constant-in-boolean-or"
        return url
    return answer in ["a", "b"] or 1  # want "python/constant-in-boolean-or"


def on_main(branch, expected):
    if "detached HEAD" or "main" in expected:  # want "python/constant-in-boolean-or"
        return True
    return ("release" or branch.startswith("v"))  # want "python/constant-in-boolean-or"
