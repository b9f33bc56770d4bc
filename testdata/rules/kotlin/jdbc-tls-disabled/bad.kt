import java.sql.DriverManager

object Db {
    const val URL = "jdbc:sqlserver://sql.prod.example.com:1433;databaseName=app;trustServerCertificate=true" // want "kotlin/jdbc-tls-disabled"

    fun open(user: String, pw: String) =
        DriverManager.getConnection("jdbc:postgresql://pg.example.com/app?sslmode=disable", user, pw) // want "kotlin/jdbc-tls-disabled"
}
