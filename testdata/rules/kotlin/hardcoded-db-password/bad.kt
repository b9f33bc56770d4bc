import java.sql.DriverManager

fun open() = DriverManager.getConnection("jdbc:postgresql://db/app", "app", "s3cr3t-Passw0rd") // want "kotlin/hardcoded-db-password"
