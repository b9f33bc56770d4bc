import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator

fun mapper(): ObjectMapper {
    val m = ObjectMapper()
    m.enableDefaultTyping() // want "kotlin/jackson-default-typing"
    m.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL) // want "kotlin/jackson-default-typing"
    return m
}
