def stem(filename):
    return filename[:filename.find(".")]  # want "python/find-result-as-slice-bound"
