import java.sql.DriverManager

object Db {
  val url = "jdbc:mysql://mysql.prod.example.com:3306/app?sslMode=VERIFY_IDENTITY"
  val local = "jdbc:postgresql://localhost/app?sslmode=disable"

  def open(user: String, pw: String) = DriverManager.getConnection(url, user, pw)
}
