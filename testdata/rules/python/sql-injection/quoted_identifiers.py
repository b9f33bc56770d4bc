from django.db import connection


def row_count(table):
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM %s" % connection.ops.quote_name(table))
        return cursor.fetchone()[0]


def create_index(schema_editor, name, table):
    schema_editor.execute(
        "CREATE INDEX %s ON %s" % (schema_editor.quote_name(name), schema_editor.quote_name(table))
    )
