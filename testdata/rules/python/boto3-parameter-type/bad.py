import boto3

table = boto3.resource("dynamodb").Table("items")
sqs = boto3.client("sqs")


def save(name, url):
    table.put_item(Item={"name": name, "price": 9.99})  # want "python/boto3-parameter-type"
    sqs.send_message(QueueUrl=url, MessageBody={"name": name})  # want "python/boto3-parameter-type"
