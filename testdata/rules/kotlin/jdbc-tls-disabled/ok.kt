import java.sql.DriverManager

object Db {
    const val URL = "jdbc:sqlserver://sql.prod.example.com:1433;databaseName=app;encrypt=true"
    const val LOCAL = "jdbc:mysql://localhost:3306/test?useSSL=false"

    fun open(user: String, pw: String) =
        DriverManager.getConnection("jdbc:postgresql://pg.example.com/app?sslmode=verify-full", user, pw)
}
