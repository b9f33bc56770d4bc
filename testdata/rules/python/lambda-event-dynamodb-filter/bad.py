import boto3

dynamodb = boto3.client("dynamodb")


def lambda_handler(event, context):
    items = dynamodb.scan(TableName="orders", ScanFilter=event["filter"])  # want "python/lambda-event-dynamodb-filter"
    expr = event["body"]["expression"]
    more = dynamodb.query(TableName="orders", KeyConditionExpression=expr)  # want "python/lambda-event-dynamodb-filter"
    return {"items": items, "more": more}
