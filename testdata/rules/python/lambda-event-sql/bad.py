import pymysql


def handler(event, context):
    conn = pymysql.connect(host="db")
    with conn.cursor() as cur:
        cur.execute(event["query"])  # want "python/lambda-event-sql"
        report = event.get("report_sql")
        cur.execute(report)  # want "python/lambda-event-sql"
    return {"statusCode": 200}
