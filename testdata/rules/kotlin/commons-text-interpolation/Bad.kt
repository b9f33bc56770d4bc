package example

import org.apache.commons.text.StringSubstitutor

class Greeter {
    fun greet(template: String): String = StringSubstitutor.createInterpolator().replace(template) // want "kotlin/commons-text-interpolation"
}
