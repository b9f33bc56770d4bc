import java.util.regex.Pattern
import scala.util.matching.Regex

object Patterns {
  val a = "^(a+)+$".r // want "scala/redos-nested-quantifier"
  val b = new Regex("([a-z0-9]+)*@x") // want "scala/redos-nested-quantifier"
  val c = Pattern.compile("(\\w*)*end") // want "scala/redos-nested-quantifier"
}
