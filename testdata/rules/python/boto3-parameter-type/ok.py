import json
from decimal import Decimal

import boto3

table = boto3.resource("dynamodb").Table("items")
sqs = boto3.client("sqs")


def save(name, url):
    table.put_item(Item={"name": name, "price": Decimal("9.99")})
    sqs.send_message(QueueUrl=url, MessageBody=json.dumps({"name": name}))
