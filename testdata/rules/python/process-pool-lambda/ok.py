from multiprocessing import Pool
from concurrent.futures import ThreadPoolExecutor


def square(n):
    return n * n


def squares(numbers):
    with Pool(4) as pool:
        return pool.map(square, numbers)


def sizes(paths):
    with ThreadPoolExecutor() as executor:
        return list(executor.map(lambda p: p.stat().st_size, paths))


def labels(series):
    return series.map(lambda v: str(v))
