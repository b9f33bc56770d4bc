import javax.script.ScriptEngineManager
import org.springframework.expression.spel.standard.SpelExpressionParser

fun calc(expr: String): Any? {
    val engine = ScriptEngineManager().getEngineByName("js")
    engine.eval(expr) // want "kotlin/script-evaluated-from-variable"
    return SpelExpressionParser().parseExpression(expr).value // want "kotlin/script-evaluated-from-variable"
}
