import java.util.regex.Pattern

val a = Regex("^[a-z]+(\\.[a-z]+)*$")
val b = Pattern.compile("(?>a+)+")
