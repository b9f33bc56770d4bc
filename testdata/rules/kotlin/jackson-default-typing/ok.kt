import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator

fun mapper(): ObjectMapper {
    val ptv = BasicPolymorphicTypeValidator.builder().allowIfSubType("com.example.model.").build()
    return ObjectMapper().activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.NON_FINAL)
}
