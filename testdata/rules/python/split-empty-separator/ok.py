def chars(word):
    return list(word), word.split(), word.split(" ")
