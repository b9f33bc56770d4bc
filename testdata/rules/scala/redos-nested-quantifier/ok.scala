import java.util.regex.Pattern

object Patterns {
  val a = "^[a-z]+(\\.[a-z]+)*$".r
  val b = Pattern.compile("(?>a+)+")
}
