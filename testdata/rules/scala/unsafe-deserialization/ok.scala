import java.io.{ByteArrayInputStream, ObjectInputFilter, ObjectInputStream}

object Store {
  def load(bytes: Array[Byte]): Any = {
    val in = new ObjectInputStream(new ByteArrayInputStream(bytes))
    in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.dto.*;!*"))
    in.readObject()
  }
  def checked(bytes: Array[Byte]): Any = new ObjectInputStream(new ByteArrayInputStream(bytes)) {
    override protected def resolveClass(desc: java.io.ObjectStreamClass): Class[_] = allowed(desc)
  }.readObject()
}
