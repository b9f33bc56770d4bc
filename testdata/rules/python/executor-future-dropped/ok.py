from concurrent.futures import ThreadPoolExecutor, as_completed


def run_all(jobs, form):
    with ThreadPoolExecutor() as executor:
        futures = [executor.submit(job.run) for job in jobs]
        for fut in as_completed(futures):
            fut.result()
    form.submit()
