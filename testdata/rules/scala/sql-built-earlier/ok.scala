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
