package example

import com.esotericsoftware.kryo.Kryo

object Serializers {
    fun kryo(): Kryo {
        val kryo = Kryo()
        kryo.isRegistrationRequired = false // want "kotlin/kryo-registration-not-required"
        return kryo
    }

    fun legacy(): Kryo = Kryo().apply {
        setRegistrationRequired(false) // want "kotlin/kryo-registration-not-required"
    }
}
