def lambda_handler(event, context):
    name = event["queryStringParameters"]["name"]
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "text/html; charset=utf-8"},
        "body": "<h1>Hello " + name + "</h1>",  # want "python/lambda-event-html-response"
    }


def greet(event, context):
    return {"statusCode": 200, "body": event["body"], "headers": {"content-type": "text/html"}}  # want "python/lambda-event-html-response"
