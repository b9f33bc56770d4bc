from celery import shared_task


@shared_task
def report(user_id):
    data = fetch.delay(user_id).get()  # want "python/celery-result-get-in-task"
    return render(data)
