import java.time.format.DateTimeFormatter

val day = DateTimeFormatter.ofPattern("yyyy-MM-DD") // want "kotlin/date-format-day-of-year"
