import java.util.regex.Pattern

val a = Regex("^(a+)+$") // want "kotlin/redos-nested-quantifier"
val b = "([a-z0-9]+)*@x".toRegex() // want "kotlin/redos-nested-quantifier"
val c = Pattern.compile("(\\w*)*end") // want "kotlin/redos-nested-quantifier"
