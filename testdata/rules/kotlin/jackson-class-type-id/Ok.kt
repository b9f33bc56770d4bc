package example

import com.fasterxml.jackson.annotation.JsonSubTypes
import com.fasterxml.jackson.annotation.JsonTypeInfo

sealed interface Shape

data class Drawing(
    // logical names from a closed list
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME) val payload: Any,
    // class names, but only subtypes of the application's own sealed type are accepted
    @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS) val shape: Shape,
    val label: String,
)

@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes(JsonSubTypes.Type(value = Circle::class, name = "circle"))
open class Base

class Circle : Base()
