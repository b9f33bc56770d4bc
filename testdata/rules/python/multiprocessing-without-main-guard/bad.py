import multiprocessing


def square(x):
    return x * x


pool = multiprocessing.Pool(4)  # want "python/multiprocessing-without-main-guard"
print(pool.map(square, range(10)))
