import java.sql.DriverManager

object Db {
  val url = "jdbc:mysql://mysql.prod.example.com:3306/app?useSSL=false" // want "scala/jdbc-tls-disabled"

  def open(user: String, pw: String) =
    DriverManager.getConnection("jdbc:postgresql://pg.example.com/app?sslfactory=org.postgresql.ssl.NonValidatingFactory", user, pw) // want "scala/jdbc-tls-disabled"
}
