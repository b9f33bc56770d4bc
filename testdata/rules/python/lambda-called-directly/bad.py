def area(r):
    return (lambda x: 3.14159 * x * x)(r)  # want "python/lambda-called-directly"
