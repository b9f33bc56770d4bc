import java.sql.Connection

object Users {
  def byName(conn: Connection, name: String) = {
    val q = "SELECT * FROM users WHERE name = ?"
    val ps = conn.prepareStatement(q)
    ps.setString(1, name)
    ps.executeQuery()
  }

  def log(name: String) = {
    val msg = s"user $name logged in"
    println(msg)
  }
}

// Numbers and the code's own names.
class Reports(conn: java.sql.Connection) {
  def byId(id: Int) = {
    val sql = s"SELECT * FROM reports WHERE id = $id"
    conn.createStatement().executeQuery(sql)
  }

  def count() = {
    val table = "reports"
    val sql = s"SELECT COUNT(*) FROM $table"
    conn.createStatement().executeQuery(sql)
  }
}
