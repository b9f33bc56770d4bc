from celery import chain, shared_task


@shared_task
def report(user_id):
    return chain(fetch.s(user_id), render.s()).apply_async()


def view(request):
    return fetch.delay(1).get(timeout=5)
