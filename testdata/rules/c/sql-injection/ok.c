#include <stdio.h>
#include <sqlite3.h>
int find(sqlite3 *db, const char *name) {
    sqlite3_stmt *st;
    sqlite3_prepare_v2(db, "SELECT id FROM users WHERE name = ?", -1, &st, NULL);
    sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
    return sqlite3_step(st);
}
int run(sqlite3 *db, const char *sql) {
    return sqlite3_exec(db, sql, NULL, NULL, NULL);
}
int count(sqlite3 *db, int limit) {
    char sql[64];
    snprintf(sql, sizeof sql, "SELECT count(*) FROM t LIMIT %d", 10);
    return sqlite3_exec(db, sql, NULL, NULL, NULL);
}
