from celery import Celery

app = Celery("tasks", broker="amqp://guest@rabbit//")
app.conf.update(
    task_serializer="json",
    accept_content=["json"],
)
app.conf.result_serializer = "json"
app.conf["result_accept_content"] = ["json", "msgpack"]
