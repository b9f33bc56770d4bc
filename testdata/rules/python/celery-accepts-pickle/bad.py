from celery import Celery

app = Celery("tasks", broker="amqp://guest@rabbit//")
app.conf.update(
    task_serializer="pickle",  # want "python/celery-accepts-pickle"
    accept_content=["pickle", "json"],  # want "python/celery-accepts-pickle"
)
app.conf.result_accept_content = ["application/x-python-serialize"]  # want "python/celery-accepts-pickle"
app.conf["result_serializer"] = "pickle"  # want "python/celery-accepts-pickle"
app.conf.update({"accept_content": ["pickle"]})  # want "python/celery-accepts-pickle"
