from multiprocessing import Pool
from concurrent.futures import ProcessPoolExecutor


def squares(numbers):
    with Pool(4) as pool:
        return pool.map(lambda n: n * n, numbers)  # want "python/process-pool-lambda"


def sizes(paths):
    executor = ProcessPoolExecutor()
    return list(executor.map(lambda p: p.stat().st_size, paths))  # want "python/process-pool-lambda"
