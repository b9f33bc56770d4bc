import javax.script.ScriptEngineManager
import org.springframework.expression.spel.standard.SpelExpressionParser

fun calc(): Any? {
    val engine = ScriptEngineManager().getEngineByName("js")
    engine.eval("1 + 2")
    val parser = SpelExpressionParser()
    return parser.parseExpression("'Hello'.concat('!')").value
}
