package example

import org.apache.commons.text.StringSubstitutor

class Greeter {
    fun greet(template: String, name: String): String = StringSubstitutor(mapOf("name" to name)).replace(template)

    fun home(): String = StringSubstitutor.createInterpolator().replace("\${sys:user.home}")
}
