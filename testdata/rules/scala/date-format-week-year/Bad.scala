import java.text.SimpleDateFormat
import java.time.format.DateTimeFormatter

object Bad {
  val day = DateTimeFormatter.ofPattern("YYYY-MM-dd") // want "scala/date-format-week-year"
  val legacy = new SimpleDateFormat("dd/MM/YYYY") // want "scala/date-format-week-year"
}
