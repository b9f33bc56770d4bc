import groovy.sql.Sql

def find(Sql sql, String name) {
    sql.rows("SELECT * FROM users WHERE name = '" + name + "'") // want "groovy/sql-concatenation"
}

def remove(Sql sql, String id) {
    sql.execute("DELETE FROM sessions WHERE id = " + id) // want "groovy/sql-concatenation"
}
