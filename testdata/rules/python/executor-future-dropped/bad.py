from concurrent.futures import ThreadPoolExecutor


def run_all(jobs):
    with ThreadPoolExecutor() as executor:
        for job in jobs:
            executor.submit(job.run)  # want "python/executor-future-dropped"


def fan_out(urls, fetch):
    with ThreadPoolExecutor(max_workers=4) as ex:
        for url in urls:
            if url:
                ex.submit(fetch, url)  # want "python/executor-future-dropped"
        ex.map(fetch, urls)  # want "python/executor-future-dropped"


def processes(items, work):
    import concurrent.futures

    with concurrent.futures.ProcessPoolExecutor() as p:
        p.submit(work, items)  # want "python/executor-future-dropped"
