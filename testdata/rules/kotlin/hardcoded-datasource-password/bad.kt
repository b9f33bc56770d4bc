import com.zaxxer.hikari.HikariConfig
import java.sql.DriverManager

fun source(): HikariConfig {
    val hikariConfig = HikariConfig()
    hikariConfig.password = "hunter2" // want "kotlin/hardcoded-datasource-password"
    val c = DriverManager.getConnection("jdbc:postgresql://db/app", "app", "s3cr3t") // want "kotlin/hardcoded-datasource-password"
    return hikariConfig
}
