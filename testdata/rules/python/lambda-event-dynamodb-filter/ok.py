import boto3
from boto3.dynamodb.conditions import Key

table = boto3.resource("dynamodb").Table("orders")


def lambda_handler(event, context):
    items = table.query(KeyConditionExpression=Key("user_id").eq(event["user_id"]))
    owned = table.scan(FilterExpression="owner = :o", ExpressionAttributeValues={":o": event["owner"]})
    return {"items": items, "owned": owned}
