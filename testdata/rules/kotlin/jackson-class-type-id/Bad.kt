package example

import com.fasterxml.jackson.annotation.JsonTypeInfo

data class Envelope(
    val id: String,
    @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS) val payload: Any, // want "kotlin/jackson-class-type-id"
    @field:JsonTypeInfo(use = JsonTypeInfo.Id.MINIMAL_CLASS) val extras: List<Any>, // want "kotlin/jackson-class-type-id"
)

class Job {
    @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, include = JsonTypeInfo.As.PROPERTY, property = "@class") // want "kotlin/jackson-class-type-id"
    var args: Map<String, Any> = emptyMap()
}
