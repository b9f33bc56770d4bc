package example

import com.esotericsoftware.kryo.Kryo

object Serializers {
    fun kryo(): Kryo {
        val kryo = Kryo()
        kryo.isRegistrationRequired = true
        kryo.register(Order::class.java)
        kryo.references = false
        return kryo
    }
}
