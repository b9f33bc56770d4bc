import java.io.{ByteArrayInputStream, ObjectInputStream}

object Store {
  def load(bytes: Array[Byte]): Any = {
    val in = new ObjectInputStream(new ByteArrayInputStream(bytes)) // want "scala/unsafe-deserialization"
    in.readObject()
  }
}
