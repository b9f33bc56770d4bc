def main():
    print("hi")


if __name__ == "main":  # want "python/main-guard-typo"
    main()
if __name__ == "__main":  # want "python/main-guard-typo"
    main()
