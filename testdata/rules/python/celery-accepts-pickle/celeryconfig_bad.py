import kombu.serialization
from kombu import enable_insecure_serializers

broker_url = "redis://cache:6379/0"
accept_content = ["json", "pickle"]  # want "python/celery-accepts-pickle"
CELERY_TASK_SERIALIZER = "pickle"  # want "python/celery-accepts-pickle"

enable_insecure_serializers()  # want "python/celery-accepts-pickle"
kombu.serialization.registry.enable("pickle")  # want "python/celery-accepts-pickle"
