import java.text.SimpleDateFormat
import java.time.format.DateTimeFormatter

val day = DateTimeFormatter.ofPattern("YYYY-MM-dd") // want "kotlin/date-format-week-year"
val legacy = SimpleDateFormat("dd.MM.YYYY") // want "kotlin/date-format-week-year"
