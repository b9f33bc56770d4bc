from multiprocessing import Process, Value

counter = Value("i", 0)


def work(n):
    for _ in range(n):
        counter.value += 1  # want "python/multiprocessing-value-unlocked-increment"
