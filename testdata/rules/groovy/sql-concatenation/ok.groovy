import groovy.sql.Sql

def find(Sql sql, String name) {
    sql.rows("SELECT * FROM users WHERE name = ${name}")
}

def remove(Sql sql, String id) {
    sql.execute("DELETE FROM sessions WHERE id = ?", [id])
}

def total(a, b) {
    calc.execute(a + b)
}
