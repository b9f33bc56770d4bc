def run(job, ready):
    ready and job.start()  # want "python/boolean-operator-statement"
    job.cancel() if job.late else job.finish()  # want "python/boolean-operator-statement"
