from concurrent.futures import ThreadPoolExecutor, as_completed


def run_all(jobs, form):
    with ThreadPoolExecutor() as executor:
        futures = [executor.submit(job.run) for job in jobs]
        for fut in as_completed(futures):
            fut.result()
    form.submit()


def fan_out(urls, fetch, session):
    with ThreadPoolExecutor(max_workers=4) as ex:
        results = list(ex.map(fetch, urls))
        fut = ex.submit(fetch, urls[0])
        session.submit(fut)
    return results, fut.result()
