async fn find(pool: &sqlx::PgPool, name: &str) -> Result<Vec<User>, sqlx::Error> {
    sqlx::query_as::<_, User>(&format!("SELECT * FROM users WHERE name = '{}'", name)) // want "rust/sql-format"
        .fetch_all(pool)
        .await
}

async fn remove(pool: &sqlx::PgPool, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query(&format!("DELETE FROM sessions WHERE id = {id}")).execute(pool).await?; // want "rust/sql-format"
    Ok(())
}

fn rename(conn: &rusqlite::Connection, table: &str, name: &str) -> rusqlite::Result<usize> {
    conn.execute(&format!("UPDATE {} SET name = '{}'", table, name), []) // want "rust/sql-format"
}

async fn by_name(pool: &sqlx::PgPool, name: &str) -> sqlx::Result<Vec<User>> {
    let sql = format!("SELECT * FROM users WHERE name = '{}'", name);
    sqlx::query_as::<_, User>(&sql).fetch_all(pool).await // want "rust/sql-format"
}
