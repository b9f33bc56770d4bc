async fn find(pool: &sqlx::PgPool, name: &str) -> Result<Vec<User>, sqlx::Error> {
    sqlx::query_as::<_, User>("SELECT * FROM users WHERE name = $1")
        .bind(name)
        .fetch_all(pool)
        .await
}

fn rename(conn: &rusqlite::Connection, id: i64, name: &str) -> rusqlite::Result<usize> {
    conn.execute("UPDATE users SET name = ?1 WHERE id = ?2", rusqlite::params![name, id])
}

fn log(logger: &Logger, n: usize) {
    logger.execute(&format!("processed {} rows", n));
}

async fn by_name(pool: &sqlx::PgPool, name: &str) -> sqlx::Result<Vec<User>> {
    let sql = String::from("SELECT * FROM users WHERE name = $1");
    sqlx::query_as::<_, User>(&sql).bind(name).fetch_all(pool).await
}

fn status(db: &Db, table: &str) {
    let label = format!("table {}", table);
    db.execute(&label);
}
