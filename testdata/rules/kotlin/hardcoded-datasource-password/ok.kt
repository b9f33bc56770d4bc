import com.zaxxer.hikari.HikariConfig

fun source(user: User): HikariConfig {
    val hikariConfig = HikariConfig()
    hikariConfig.password = System.getenv("DB_PASSWORD")
    user.password = "irrelevant"
    return hikariConfig
}
