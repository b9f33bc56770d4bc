def run(job, ready):
    if ready:
        job.start()
    if job.late:
        job.cancel()
    else:
        job.finish()
    started = ready and job.start()
    return started
