import java.time.format.DateTimeFormatter

val day = DateTimeFormatter.ofPattern("yyyy-MM-dd")
val ordinal = DateTimeFormatter.ofPattern("yyyy-DDD")
