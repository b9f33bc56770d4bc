#include <stdio.h>
#include <sqlite3.h>
int find(sqlite3 *db, const char *name) {
    char sql[256];
    snprintf(sql, sizeof sql, "SELECT id FROM users WHERE name = '%s'", name);
    return sqlite3_exec(db, sql, NULL, NULL, NULL); // want "c/sql-injection"
}
int drop(MYSQL *conn) {
    char q[128];
    sprintf(q, "DELETE FROM t WHERE k = '%s'", getenv("KEY"));
    return mysql_query(conn, q); // want "c/sql-injection"
}
