import java.text.SimpleDateFormat
import java.time.format.DateTimeFormatter

object Ok {
  val day = DateTimeFormatter.ofPattern("yyyy-MM-dd")
  val week = DateTimeFormatter.ofPattern("YYYY-'W'ww")
  val legacy = new SimpleDateFormat("dd/MM/yyyy")
}
