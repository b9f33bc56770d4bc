import pymysql


def handler(event, context):
    conn = pymysql.connect(host="db")
    with conn.cursor() as cur:
        cur.execute("SELECT * FROM orders WHERE id = %s", (event["id"],))
        sql = "SELECT count(*) FROM orders"
        cur.execute(sql)
    return {"statusCode": 200}


def run(query, cur):
    cur.execute(query)
