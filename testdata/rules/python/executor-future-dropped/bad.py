from concurrent.futures import ThreadPoolExecutor


def run_all(jobs):
    with ThreadPoolExecutor() as executor:
        for job in jobs:
            executor.submit(job.run)  # want "python/executor-future-dropped"
