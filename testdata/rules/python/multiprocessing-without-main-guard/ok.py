import multiprocessing


def square(x):
    return x * x


def main():
    with multiprocessing.Pool(4) as pool:
        print(pool.map(square, range(10)))


if __name__ == "__main__":
    main()
