def area(r, fns):
    square = lambda x: x * x
    sorted(fns, key=lambda f: f.__name__)
    return 3.14159 * square(r), fns[0](r)
