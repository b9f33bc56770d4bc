import java.text.SimpleDateFormat
import java.time.format.DateTimeFormatter

val day = DateTimeFormatter.ofPattern("yyyy-MM-dd")
val week = DateTimeFormatter.ofPattern("YYYY-'W'ww")
val legacy = SimpleDateFormat("dd.MM.yyyy")
