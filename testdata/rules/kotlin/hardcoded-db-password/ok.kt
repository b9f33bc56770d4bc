import java.sql.DriverManager

fun open() = DriverManager.getConnection("jdbc:postgresql://db/app", "app", System.getenv("DB_PASSWORD"))

fun memory() = DriverManager.getConnection("jdbc:h2:mem:test", "sa", "")
